import type { Agency } from '@wl/core';
import { useTranslation } from 'react-i18next';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';

export type SupportAgency = Pick<Agency, 'agencyName'> &
  Partial<
    Pick<
      Agency,
      | 'contactPhoneNumber'
      | 'contactEmailId'
      | 'addressLine1'
      | 'city'
      | 'state'
      | 'country'
      | 'zipCode'
    >
  >;

/**
 * The agency's contact details (issue 16: /mytrip/support and /settings/support): phone, e-mail
 * and address as the agency gives them. A signed-in user sees the phone even where the footer
 * hides it (displaySupportPhoneFooter is about the footer, spec §2.7).
 */
export function SupportContacts({ agency }: { agency: SupportAgency }) {
  const { t } = useTranslation('areas');
  const address = [agency.addressLine1, agency.city, agency.state, agency.zipCode, agency.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const phone = agency.contactPhoneNumber?.trim();
  const email = agency.contactEmailId?.trim();
  return (
    <AreaPage
      title={t('support.title')}
      lead={<bdi>{t('support.lead', { agency: agency.agencyName })}</bdi>}
    >
      {phone || email || address ? (
        <dl className={styles.facts}>
          {phone ? (
            <>
              <dt className={styles.term}>{t('support.phone')}</dt>
              <dd className={styles.detail}>
                <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt className={styles.term}>{t('support.email')}</dt>
              <dd className={styles.detail}>
                <a className={styles.link} href={`mailto:${email}`} dir="ltr">
                  {email}
                </a>
              </dd>
            </>
          ) : null}
          {address ? (
            <>
              <dt className={styles.term}>{t('support.address')}</dt>
              <dd className={styles.detail} dir="auto">
                {address}
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className={styles.status}>{t('support.none')}</p>
      )}
    </AreaPage>
  );
}
