import { type Faq, hasValidFaqQuestions } from '@wl/core';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
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
      <h1 className={styles.headline}>{faq.headerMessage ?? config.agency.faqEnableTitle}</h1>
      {/* One open at a time: a DisclosureGroup without allowsMultipleExpanded. */}
      <DisclosureGroup className={styles.accordion}>
        {faq.questions.map(({ question, answer }, index) => (
          <Disclosure
            // Questions may repeat; their position is what identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static agency content.
            key={index}
            id={index}
            className={styles.item}
          >
            <Heading level={2} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger}>
                <span>{question}</span>
                <FaChevronDown aria-hidden className={styles.chevron} />
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              <RichText html={answer} />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  );
}
