// Website, Payment and Product settings (spec §2.1, §2.8): read from the API (ours); AreaGate
// refuses sales agents (core pageAccess) and so does the API.
import type { PaymentSettings, ProductSettings, WebsiteSettings } from '@wl/core';
import {
  AccountDataView,
  PaymentSettingsView,
  ProductSettingsView,
  WebsiteSettingsView,
} from '@wl/ui';
import { remoteApi } from '../../remoteApi.ts';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';
import type { RemotePageProps } from '../pageProps.ts';

function Website() {
  const actor = useAccountData(() => remoteApi().websiteSettings());
  return (
    <AccountDataView<WebsiteSettings> actor={actor}>
      {(settings) => <WebsiteSettingsView settings={settings} />}
    </AccountDataView>
  );
}

function Payment() {
  const actor = useAccountData(() => remoteApi().paymentSettings());
  return (
    <AccountDataView<PaymentSettings> actor={actor}>
      {(settings) => <PaymentSettingsView settings={settings} />}
    </AccountDataView>
  );
}

function Product() {
  const actor = useAccountData(() => remoteApi().productSettings());
  return (
    <AccountDataView<ProductSettings> actor={actor}>
      {(settings) => <ProductSettingsView settings={settings} />}
    </AccountDataView>
  );
}

export function WebsiteSettingsPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Website />}</AreaGate>;
}

export function PaymentSettingsPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Payment />}</AreaGate>;
}

export function ProductSettingsPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Product />}</AreaGate>;
}
