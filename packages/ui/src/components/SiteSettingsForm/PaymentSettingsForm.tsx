import { PAYMENT_ICONS } from '@wl/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../Checkout/ChoiceFields.tsx';
import { PAYMENT_BRANDS } from '../Footer/paymentBrands.ts';
import * as styles from './SiteSettingsForm.css.ts';
import { type SiteSettingsActorRef, SiteSettingsFrame } from './SiteSettingsFrame.tsx';
import { CheckItem, DraftCheckGroup, useDraftField } from './settingsFields.tsx';

const PATH = 'agency.currentPaymentGateway';
const METHODS_PATH = 'agency.acceptedPaymentMethods';
/** The select's key for "no gateway" (null in the config): a key cannot be null. */
const NONE = '-';

export interface PaymentSettingsFormProps {
  /** `siteSettingsMachine` of the 'payment' section, its calls provided. */
  actor: SiteSettingsActorRef;
  /** The gateways the platform offers; the agency's current one is kept even when not listed. */
  gateways: readonly string[];
  history?: ReactNode;
}

/** The brands the footer shows as accepted (spec §2.7's icons), the spec's order kept. */
function AcceptedMethodsField({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation(['areas', 'footer']);
  return (
    <DraftCheckGroup
      actor={actor}
      path={METHODS_PATH}
      order={PAYMENT_ICONS}
      label={t('areas:payment.methods')}
      help={t('areas:siteSettings.payment.methodsHelp')}
      testId="accepted-payment-methods"
    >
      {PAYMENT_ICONS.map((id) => {
        const { key, icon: Icon } = PAYMENT_BRANDS[id];
        return (
          <CheckItem key={id} value={id}>
            <Icon className={styles.brandIcon} aria-hidden="true" />
            {t(key)}
          </CheckItem>
        );
      })}
    </DraftCheckGroup>
  );
}

/**
 * /settings/payment for the agency's owner and admins: the gateway every booking pays through
 * and the payments the footer says the agency accepts.
 */
export function PaymentSettingsForm({ actor, gateways, history }: PaymentSettingsFormProps) {
  const { t } = useTranslation('areas');
  const field = useDraftField(actor, PATH);
  const current = typeof field.value === 'string' ? field.value : null;
  const names = current && !gateways.includes(current) ? [current, ...gateways] : gateways;
  const options = [
    { id: NONE, label: t('payment.noGateway') },
    ...names.map((name) => ({ id: name, label: name })),
  ];
  return (
    <SiteSettingsFrame
      actor={actor}
      title={t('payment.title')}
      lead={t('siteSettings.lead')}
      after={history}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.payment.legend')}</legend>
        <ChoiceSelect
          name={PATH}
          label={t('payment.gateway')}
          value={current ?? NONE}
          options={options}
          onChange={(id) => field.set(id === NONE ? null : id)}
          error={field.error}
        />
        <AcceptedMethodsField actor={actor} />
      </fieldset>
    </SiteSettingsFrame>
  );
}
