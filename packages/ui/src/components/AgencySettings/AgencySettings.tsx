import type { PaymentSettings, ProductSettings, WebsiteSettings } from '@wl/core';
import { useTranslation } from 'react-i18next';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';

// Website, Payment and Product settings (spec §2.1, §2.8): what the agency's configuration says,
// read from the API. Changes go through the agency config (the onboarding input, DESIGN §1), so
// these pages show, they do not edit.

/** /settings/website: branding, pages, languages and currencies. */
export function WebsiteSettingsView({ settings }: { settings: WebsiteSettings }) {
  const { t } = useTranslation('areas');
  const onOff = (on: boolean, title: string | null) =>
    on ? `${t('settings.on')}${title ? ` (${title})` : ''}` : t('settings.off');
  return (
    <AreaPage title={t('website.title')} lead={t('settings.readOnlyLead')}>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('website.name')}</dt>
        <dd className={styles.detail}>
          <bdi>{settings.agencyName}</bdi>
        </dd>
        <dt className={styles.term}>{t('website.address')}</dt>
        <dd className={styles.detail}>
          <span dir="ltr">{settings.subdomain}</span>
        </dd>
        <dt className={styles.term}>{t('website.colour')}</dt>
        <dd className={styles.detail}>
          <span
            className={styles.swatch}
            style={{ background: settings.primaryColor }}
            aria-hidden="true"
          />
          <span dir="ltr">{settings.primaryColor}</span>
        </dd>
        <dt className={styles.term}>{t('website.aboutPage')}</dt>
        <dd className={styles.detail}>
          <bdi>{onOff(settings.isAbousUsEnable, settings.aboutUsEnableTitle)}</bdi>
        </dd>
        <dt className={styles.term}>{t('website.faqPage')}</dt>
        <dd className={styles.detail}>
          <bdi>{onOff(settings.isFaqEnable, settings.faqEnableTitle)}</bdi>
        </dd>
        <dt className={styles.term}>{t('website.languages')}</dt>
        <dd className={styles.detail}>
          <span dir="ltr">{settings.languages.join(', ')}</span>
        </dd>
        <dt className={styles.term}>{t('website.currencies')}</dt>
        <dd className={styles.detail}>
          <span dir="ltr">{settings.currencies.join(', ')}</span>
        </dd>
      </dl>
    </AreaPage>
  );
}

/** /settings/payment: the payment gateway and the accepted methods (spec §2.7). */
export function PaymentSettingsView({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('areas');
  return (
    <AreaPage title={t('payment.title')} lead={t('settings.readOnlyLead')}>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('payment.gateway')}</dt>
        <dd className={styles.detail}>
          {settings.currentPaymentGateway ? (
            <bdi>{settings.currentPaymentGateway}</bdi>
          ) : (
            t('payment.noGateway')
          )}
        </dd>
        <dt className={styles.term}>{t('payment.methods')}</dt>
        <dd className={styles.detail}>
          <bdi>{settings.acceptedPaymentMethods.join(', ')}</bdi>
        </dd>
      </dl>
    </AreaPage>
  );
}

/** The `common` text of each booking type's name (spec §3 titles). */
export const SERVICE_KEYS = {
  Hotels: 'service.hotels',
  'Air Travel': 'service.flights',
  Resorts: 'service.resorts',
  Cars: 'service.cars',
  Activities: 'service.activities',
  Cruise: 'service.cruise',
} as const;

/** /settings/product: the booking types (spec §3 bookingMenuItemOptions), active or not. */
export function ProductSettingsView({ settings }: { settings: ProductSettings }) {
  const { t } = useTranslation(['areas', 'common']);
  return (
    <AreaPage title={t('areas:product.title')} lead={t('areas:settings.readOnlyLead')}>
      <p className={styles.lead}>{t('areas:product.lead')}</p>
      <dl className={styles.facts}>
        {settings.bookingMenuItemOptions.map((option) => (
          <div key={option.title} style={{ display: 'contents' }}>
            <dt className={styles.term}>{t(`common:${SERVICE_KEYS[option.title]}`)}</dt>
            <dd className={styles.detail} data-active={option.active}>
              {option.active ? t('areas:product.active') : t('areas:product.inactive')}
            </dd>
          </div>
        ))}
      </dl>
    </AreaPage>
  );
}
