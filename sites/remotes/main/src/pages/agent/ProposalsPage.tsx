// /proposals (the side navigation's Proposals, spec §1; ours in the route table): the proposals
// sent, and the stay chosen on a hotel's page proposed to a client.

import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, type ProposalChoice, Proposals, type ProposalsData } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';
import { FIND_HOTEL_HREF, hotelDraft } from './hotelDraft.ts';

function ProposalsArea({ api, search }: { api: RemoteApi; search: URLSearchParams }) {
  const load = async (): Promise<ProposalsData> => {
    const [proposals, clients, draft] = await Promise.all([
      api.proposals(),
      api.clients(),
      hotelDraft(api, search),
    ]);
    return { proposals, clients, draft };
  };
  const actor = useAccountData<ProposalsData, ProposalChoice>(load, async (choice) => {
    const draft = await hotelDraft(api, search);
    if (!draft) throw new Error('no hotel chosen');
    await api.sendProposal({ ...choice, hotelId: draft.hotel.id, stay: draft.stay });
    return load();
  });
  return (
    <AccountDataView<ProposalsData> actor={actor}>
      {() => <Proposals actor={actor} findHotelHref={FIND_HOTEL_HREF} />}
    </AccountDataView>
  );
}

export default function ProposalsPage(page: RemotePageProps) {
  return (
    <AreaGate page={page}>
      {() => <ProposalsArea api={remoteApi(page.host)} search={page.search} />}
    </AreaGate>
  );
}
