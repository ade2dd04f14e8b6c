import { type Faq, hasValidFaqQuestions } from '@wl/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FaChevronDown } from 'react-icons/fa6';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { RichText } from '../RichText/RichText.tsx';
import * as styles from './FaqPage.css.ts';

export interface FaqPageProps {
  /**
   * The FAQ (spec §3 FAQ: isEnabled, headerMessage, questions), e.g. from GET /api/agency/faqs
   * (spec §7). @default the agency config's `faq`
   */
  faq?: Faq;
}

/**
 * FAQ page (/faqs, spec §2.5): a headline and an accordion of question and answer pairs, one
 * open at a time. Shown only when every question is longer than 3 characters (spec §5).
 */
export function FaqPage({ faq: faqProp }: FaqPageProps) {
  const { t } = useTranslation(['pages', 'common']);
  const config = useAgencyConfig();
  const faq = faqProp ?? config.faq;
  const group = useId();

  if (!faq.isEnabled) {
    return (
      <div className={styles.message}>
        <h1 className={styles.messageTitle}>{t('pages:faq.unavailable')}</h1>
      </div>
    );
  }

  if (!hasValidFaqQuestions(faq.questions)) {
    return (
      <div className={styles.message}>
        <h1 className={styles.messageTitle}>{t('pages:faq.noFaqs')}</h1>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.headline} dir="auto">
        {faq.headerMessage ?? config.agency.faqEnableTitle}
      </h1>
      {/*
        Native disclosure elements sharing a name: the browser keeps one open at a time, and the
        questions and answers work with JavaScript off (generated pages ship none for this).
      */}
      <div className={styles.accordion}>
        {faq.questions.map(({ question, answer }, index) => (
          // Questions may repeat; their position is what identifies them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static agency content.
          <details key={index} name={group} className={styles.item}>
            <summary className={styles.trigger}>
              <h2 className={styles.heading} dir="auto">
                {question}
              </h2>
              <FaChevronDown aria-hidden className={styles.chevron} />
            </summary>
            <div className={styles.panel}>
              <RichText html={answer} />
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
