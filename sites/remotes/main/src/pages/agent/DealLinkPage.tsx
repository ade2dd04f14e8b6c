// /deal-link (spec §2.1; the side navigation's Deal Link): a short address (/url/{code}) for the
// hotel and stay chosen on a hotel's page.

import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, type DealLinkData, DealLinkMaker } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';
import { FIND_HOTEL_HREF, hotelDraft } from './hotelDraft.ts';

function DealLinkArea({ api, search }: { api: RemoteApi; search: URLSearchParams }) {
  const actor = useAccountData<DealLinkData, null>(
    async () => ({ draft: await hotelDraft(api, search), link: null }),
    async () => {
      const draft = await hotelDraft(api, search);
      if (!draft) throw new Error('no hotel chosen');
      const link = await api.makeDealLink({ hotelId: draft.hotel.id, stay: draft.stay });
      return { draft, link };
    },
  );
  return (
    <AccountDataView<DealLinkData> actor={actor}>
      {() => (
        <DealLinkMaker actor={actor} findHotelHref={FIND_HOTEL_HREF} origin={location.origin} />
      )}
    </AccountDataView>
  );
}

export default function DealLinkPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {() => <DealLinkArea api={remoteApi(page.host)} search={page.search} />}
    </AreaGate>
  );
}
