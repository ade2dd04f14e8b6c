import { type HotelStay, stayQuery } from '../schemas/hotels.ts';
import type { ProposalAnswer, ProposalStatus } from '../schemas/proposals.ts';

/** Spec §2.1: the proposal pages a client answers from (bare layout, spec §2.1 "Query parameters"). */
export const PROPOSAL_ANSWER_PATHS: Readonly<Record<ProposalAnswer, string>> = {
  accept: '/allowAgentProposal',
  decline: '/disapproveProposal',
};

/** Ours: the agents' Proposals, Deal Link, Pay and the pages beside them (spec §1 side navigation). */
export const PROPOSALS_PATH = '/proposals';
export const DEAL_LINK_PATH = '/deal-link';

/** The hotel's page for a stay: where a proposal and a deal link lead (main remote search-details). */
export function hotelPageHref(hotelId: string, stay: HotelStay): string {
  return `/booknow/hotels/search-details?${new URLSearchParams({ hotelId, ...stayQuery(stay) })}`;
}

/** Where a client answers a proposal: /allowAgentProposal or /disapproveProposal with its id. */
export function proposalAnswerHref(proposalId: string, answer: ProposalAnswer): string {
  return `${PROPOSAL_ANSWER_PATHS[answer]}?${new URLSearchParams({ proposalId })}`;
}

/** The answer a proposal page gives, from its path (the route table keeps both paths). */
export function answerOfProposalPath(pathname: string): ProposalAnswer | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === PROPOSAL_ANSWER_PATHS.accept.toLowerCase()) return 'accept';
  if (path === PROPOSAL_ANSWER_PATHS.decline.toLowerCase()) return 'decline';
  return null;
}

/** Spec §2.1 `/url/{id}`: the short address of a deal link. */
export function dealLinkPath(code: string): string {
  return `/url/${encodeURIComponent(code)}`;
}

/** A proposal can be answered once, while it waits for the client. */
export function isProposalOpen(status: ProposalStatus): boolean {
  return status === 'SENT';
}
