// /allowAgentProposal and /disapproveProposal (spec §2.1, shown without header and footer): the
// client a proposal was sent to answers it, signed in (AreaGate asks a visitor to log in first).
import {
  type ProposalAnswer as Answer,
  answerOfProposalPath,
  HOME_PATH,
  hotelPageHref,
  type Proposal,
} from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { type RemoteApi, remoteApi } from '@wl/remote-kit';
import { AccountDataView, ProposalAnswer } from '@wl/ui';
import { AreaGate } from '../areas/AreaGate.tsx';
import { useAccountData } from '../areas/useAccountData.ts';

function Answering({ api, id, answer }: { api: RemoteApi; id: string; answer: Answer }) {
  const actor = useAccountData<Proposal, Answer>(
    () => api.proposal(id),
    (given) => api.answerProposal(id, given),
  );
  return (
    <AccountDataView<Proposal> actor={actor}>
      {(proposal) => (
        <ProposalAnswer
          actor={actor}
          answer={answer}
          hotelHref={hotelPageHref(proposal.hotel.id, proposal.stay)}
          homeHref={HOME_PATH}
        />
      )}
    </AccountDataView>
  );
}

export default function ProposalAnswerPage(page: RemotePageProps) {
  const answer = answerOfProposalPath(page.path) ?? 'accept';
  const id = page.search.get('proposalId') ?? '';
  return (
    <AreaGate page={page}>
      {() => <Answering api={remoteApi(page.host)} id={id} answer={answer} />}
    </AreaGate>
  );
}
