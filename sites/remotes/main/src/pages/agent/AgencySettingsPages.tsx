// Website, Payment and Product settings (spec §2.1, §2.8). AreaGate refuses sales agents (core
// pageAccess) and so does the API. The agency's owner and admins edit them (the API's writes are
// theirs only, core isOwnerOrAdmin); other agents see them as they are, read-only.
import {
  isOwnerOrAdmin,
  type PaymentSettings,
  type ProductSettings,
  type UserProfile,
  type WebsiteSettings,
} from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import {
  AccountDataView,
  PaymentSettingsForm,
  PaymentSettingsView,
  ProductSettingsForm,
  ProductSettingsView,
  SettingsHistory,
  SettingsPreview,
  WebsiteSettingsForm,
  WebsiteSettingsView,
} from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';
import { useSiteSettings } from './useSiteSettings.ts';

/**
 * Gateways the payment page offers. The config takes any name (up to 60 characters); these are
 * the ones the booking engine's payment path knows. The agency's current one is always offered.
 */
export const PAYMENT_GATEWAYS = ['Stripe', 'Adyen', 'PayPal', 'Braintree'] as const;

function Website({ api }: { api: RemoteApi }) {
  const actor = useAccountData(() => api.websiteSettings());
  return (
    <AccountDataView<WebsiteSettings> actor={actor}>
      {(settings) => <WebsiteSettingsView settings={settings} />}
    </AccountDataView>
  );
}

function Payment({ api }: { api: RemoteApi }) {
  const actor = useAccountData(() => api.paymentSettings());
  return (
    <AccountDataView<PaymentSettings> actor={actor}>
      {(settings) => <PaymentSettingsView settings={settings} />}
    </AccountDataView>
  );
}

function Product({ api }: { api: RemoteApi }) {
  const actor = useAccountData(() => api.productSettings());
  return (
    <AccountDataView<ProductSettings> actor={actor}>
      {(settings) => <ProductSettingsView settings={settings} />}
    </AccountDataView>
  );
}

function WebsiteEditor({ api }: { api: RemoteApi }) {
  const actor = useSiteSettings(api, 'website');
  // The preview lays the draft over the agency the host sent (RemoteFrame's AgencyConfigProvider).
  return (
    <WebsiteSettingsForm
      actor={actor}
      preview={<SettingsPreview actor={actor} />}
      history={<SettingsHistory actor={actor} />}
    />
  );
}

function ProductEditor({ api }: { api: RemoteApi }) {
  const actor = useSiteSettings(api, 'product');
  return <ProductSettingsForm actor={actor} history={<SettingsHistory actor={actor} />} />;
}

function PaymentEditor({ api }: { api: RemoteApi }) {
  const actor = useSiteSettings(api, 'payment');
  return (
    <PaymentSettingsForm
      actor={actor}
      gateways={PAYMENT_GATEWAYS}
      history={<SettingsHistory actor={actor} />}
    />
  );
}

const editable = (user: UserProfile) => isOwnerOrAdmin(user);

export function WebsiteSettingsPage(page: RemotePageProps) {
  const api = remoteApi(page.host);
  return (
    <AreaGate page={page}>
      {(user) => (editable(user) ? <WebsiteEditor api={api} /> : <Website api={api} />)}
    </AreaGate>
  );
}

export function PaymentSettingsPage(page: RemotePageProps) {
  const api = remoteApi(page.host);
  return (
    <AreaGate page={page}>
      {(user) => (editable(user) ? <PaymentEditor api={api} /> : <Payment api={api} />)}
    </AreaGate>
  );
}

export function ProductSettingsPage(page: RemotePageProps) {
  const api = remoteApi(page.host);
  return (
    <AreaGate page={page}>
      {(user) => (editable(user) ? <ProductEditor api={api} /> : <Product api={api} />)}
    </AreaGate>
  );
}
