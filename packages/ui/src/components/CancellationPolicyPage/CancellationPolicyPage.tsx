import {
  CANCELLATION_POLICY_PATH,
  CRUISE_LINE_NAMES,
  type CruiseLine,
  cruiseLinePolicyPath,
  cruiseLinesWithPolicy,
  hasRichTextContent,
} from '@wl/core';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { page, title } from '../AboutPage/AboutPage.css.ts';
import { PolicyEmptyState } from '../PolicyEmptyState/PolicyEmptyState.tsx';
import { RichText } from '../RichText/RichText.tsx';
import * as styles from './CancellationPolicyPage.css.ts';

export interface CancellationPolicyPageProps {
  /** A cruise line's page (/cancellation-policy/{line}); absent: /cancellation-policy itself. */
  cruiseLine?: CruiseLine;
}

/**
 * /cancellation-policy and its five cruise-line pages (spec §2.1), from config
 * `cancellationPolicy`, sanitised like every agency HTML. The general page shows the agency's
 * policy and links the cruise lines that have one (core `cruiseLinesWithPolicy`); a page without
 * content says so (core `hasRichTextContent`, spec §5) and whom to ask.
 */
export function CancellationPolicyPage({ cruiseLine }: CancellationPolicyPageProps) {
  const { t } = useTranslation(['legal']);
  const config = useAgencyConfig();
  const policy = config.cancellationPolicy;

  if (cruiseLine) {
    const name = CRUISE_LINE_NAMES[cruiseLine];
    const html = policy.cruiseLines[cruiseLine];
    return (
      <article className={page}>
        <h1 className={title}>{t('legal:cancellation.cruiseLineTitle', { cruiseLine: name })}</h1>
        {hasRichTextContent(html) ? (
          <RichText html={html} />
        ) : (
          <PolicyEmptyState message={t('legal:empty.cruiseLine', { cruiseLine: name })} />
        )}
        <Link className={styles.back} href={CANCELLATION_POLICY_PATH}>
          {t('legal:cancellation.allPolicies')}
        </Link>
      </article>
    );
  }

  const general = hasRichTextContent(policy.content) ? policy.content : undefined;
  const lines = cruiseLinesWithPolicy(config);
  return (
    <article className={page}>
      <h1 className={title}>{t('legal:cancellation.title')}</h1>
      {general ? <RichText html={general} /> : null}
      {!general && lines.length === 0 ? (
        <PolicyEmptyState message={t('legal:empty.cancellation')} />
      ) : null}
      {lines.length > 0 ? (
        <section className={styles.section} aria-labelledby="cruise-line-policies">
          <h2 id="cruise-line-policies" className={styles.sectionTitle}>
            {t('legal:cancellation.cruiseLines')}
          </h2>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line}>
                <Link className={styles.lineLink} href={cruiseLinePolicyPath(line)}>
                  {t('legal:cancellation.cruiseLineTitle', { cruiseLine: CRUISE_LINE_NAMES[line] })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
