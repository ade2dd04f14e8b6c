// /url/{id} (spec §2.1 short URL): a deal link's short address opens the hotel it was made for.
import type { DealLink } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { remoteApi } from '@wl/remote-kit';
import { AccountDataView, AreaPage } from '@wl/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountData } from '../areas/useAccountData.ts';

function Opening({ link, navigate }: { link: DealLink; navigate: RemotePageProps['navigate'] }) {
  const { t } = useTranslation('agentTools');
  useEffect(() => navigate(link.target, { replace: true }), [navigate, link.target]);
  return <p role="status">{t('shortLink.opening')}</p>;
}

export default function ShortLinkPage(page: RemotePageProps) {
  const { t } = useTranslation('agentTools');
  const code = page.params.id ?? '';
  const actor = useAccountData(() => remoteApi(page.host).dealLink(code));
  return (
    <AreaPage title={t('dealLink.title')}>
      <AccountDataView<DealLink> actor={actor}>
        {(link) => <Opening link={link} navigate={page.navigate} />}
      </AccountDataView>
    </AreaPage>
  );
}
