import { hasRichTextContent } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { page, title as titleStyle } from '../AboutPage/AboutPage.css.ts';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage.tsx';
import { RichText } from '../RichText/RichText.tsx';

/** The agency policies of spec §3 that have a page of their own (spec §2.1). */
export type LegalPolicy = 'privacyPolicy' | 'cookiesPolicy' | 'disclaimer';

const TITLE_KEY = {
  privacyPolicy: 'footer:usefulLinks.privacyPolicy',
  cookiesPolicy: 'footer:usefulLinks.cookiesPolicy',
  disclaimer: 'footer:usefulLinks.disclaimer',
} as const;

export interface LegalPageProps {
  policy: LegalPolicy;
}

/**
 * /privacy-policy, /cookies-policy, /disclaimer (spec §2.1): the agency's sanitised HTML under
 * the policy's name. Without content (empty markup counts as none, spec §5) the footer links no
 * page, so a visitor arriving anyway gets the 404 page of spec §2.9.
 */
export function LegalPage({ policy }: LegalPageProps) {
  const { t } = useTranslation(['footer', 'common']);
  const { agency } = useAgencyConfig();
  const html = agency[policy];
  if (!hasRichTextContent(html)) return <NotFoundPage />;
  return (
    <article className={page}>
      <h1 className={titleStyle}>{t(TITLE_KEY[policy])}</h1>
      <RichText html={html ?? ''} />
    </article>
  );
}
