import { hasRichTextContent } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { page, title } from '../AboutPage/AboutPage.css.ts';
import { PolicyEmptyState } from '../PolicyEmptyState/PolicyEmptyState.tsx';
import { RichText } from '../RichText/RichText.tsx';

/** Whose terms: a traveller's (/user-terms-and-conditions) or the agency's (/agency-terms-and-conditions/{id}). */
export type TermsAudience = 'user' | 'agency';

const TITLE_KEY = {
  user: 'legal:userTerms.title',
  agency: 'legal:agencyTerms.title',
} as const satisfies Record<TermsAudience, string>;

export interface TermsPageProps {
  audience: TermsAudience;
}

/**
 * The terms pages of spec §2.1: the agency's sanitised HTML (config `termsAndConditions`) under
 * the page's name. Unlike the other policies, terms are always linked from the footer (§2.7), so
 * without content the page says the terms are not published yet instead of being a 404.
 */
export function TermsPage({ audience }: TermsPageProps) {
  const { t } = useTranslation(['legal']);
  const html = useAgencyConfig().termsAndConditions[audience];
  return (
    <article className={page}>
      <h1 className={title}>{t(TITLE_KEY[audience])}</h1>
      {hasRichTextContent(html) ? (
        <RichText html={html} />
      ) : (
        <PolicyEmptyState message={t('legal:empty.terms')} />
      )}
    </article>
  );
}
