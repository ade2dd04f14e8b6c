// Website, Payment and Product settings (spec §2.1, §2.8): read from the API (ours); AreaGate
// refuses sales agents (core pageAccess) and so does the API.
import type { PaymentSettings, ProductSettings, WebsiteSettings } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import {
  AccountDataView,
  PaymentSettingsView,
  ProductSettingsView,
  WebsiteSettingsView,
} from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

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

export function WebsiteSettingsPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Website api={remoteApi(page.host)} />}</AreaGate>;
}

export function PaymentSettingsPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Payment api={remoteApi(page.host)} />}</AreaGate>;
}

export function ProductSettingsPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Product api={remoteApi(page.host)} />}</AreaGate>;
}
