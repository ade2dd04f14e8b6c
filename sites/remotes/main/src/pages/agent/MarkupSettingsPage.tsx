// Markup Settings (spec §2.1 /settings/agency): GET/PUT /api/agency/settings/markup (ours). Sales
// agents are refused by AreaGate (core pageAccess) before any call, and by the API (403).
import type { AgencyMarkup } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, AreaPage, MarkupSettings } from '@wl/ui';
import { useTranslation } from 'react-i18next';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

function Markup({ api, restricted }: { api: RemoteApi; restricted: boolean }) {
  const { t } = useTranslation('areas');
  const actor = useAccountData<AgencyMarkup, AgencyMarkup>(
    () => api.markup(),
    (markup) => api.saveMarkup(markup),
  );
  return (
    <AreaPage title={t('markup.title')} lead={t('markup.lead')}>
      <AccountDataView actor={actor}>
        {() => <MarkupSettings actor={actor} showExample={!restricted} />}
      </AccountDataView>
    </AreaPage>
  );
}

export default function MarkupSettingsPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {(user) => <Markup api={remoteApi(page.host)} restricted={user.isRestrictedAgent} />}
    </AreaGate>
  );
}
