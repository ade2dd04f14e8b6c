// The main remote's proposal and deal-link pages open to clients and visitors (spec §2.1), keyed by
// the route table's pattern (core ROUTE_TABLE path).
import { lazy } from 'react';
import type { PageTable } from '../registry.ts';

const ProposalAnswerPage = lazy(() => import('./ProposalAnswerPage.tsx'));

export const proposalPages: PageTable = {
  '/allowAgentProposal': ProposalAnswerPage,
  '/disapproveProposal': ProposalAnswerPage,
  '/url/:id': lazy(() => import('./ShortLinkPage.tsx')),
};
