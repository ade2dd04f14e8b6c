// Issue 16: the proposal and deal-link addresses (spec §2.1 /allowAgentProposal,
// /disapproveProposal, /url/{id}) and the one-answer rule, decided here for the API and the pages.
import { describe, expect, it } from 'vitest';
import {
  answerOfProposalPath,
  dealLinkPath,
  hotelPageHref,
  isProposalOpen,
  proposalAnswerHref,
} from './proposals.ts';
import { matchRoute } from './routes.ts';

const agency = { bookingMenuItemOptions: [], displayTopDestinations: false };
const STAY = { checkIn: '2026-12-20', checkOut: '2026-12-23', rooms: 1, adults: 2, children: 0 };

describe('proposal and deal-link addresses (spec §2.1)', () => {
  it('answers a proposal on the two proposal pages, carrying only its id', () => {
    expect(proposalAnswerHref('p-1', 'accept')).toBe('/allowAgentProposal?proposalId=p-1');
    expect(proposalAnswerHref('p 1', 'decline')).toBe('/disapproveProposal?proposalId=p+1');
    expect(answerOfProposalPath('/allowAgentProposal')).toBe('accept');
    expect(answerOfProposalPath('/disapproveproposal/')).toBe('decline');
    expect(answerOfProposalPath('/proposals')).toBeNull();
  });

  it('the client answers signed in: both pages are a traveller’s, the side navigation’s an agent’s', () => {
    expect(matchRoute('/allowAgentProposal', agency)?.route.audience).toBe('traveller');
    expect(matchRoute('/disapproveProposal', agency)?.route.audience).toBe('traveller');
    expect(matchRoute('/deal-link', agency)?.route.audience).toBe('agent');
    expect(matchRoute('/proposals', agency)?.route.audience).toBe('agent');
    expect(matchRoute('/pay', agency)?.route.audience).toBe('agent');
    expect(matchRoute('/theme-customisation', agency)?.route.audience).toBe('agent');
    // Anyone with a deal link may open it.
    expect(matchRoute(dealLinkPath('AbC234xy'), agency)).toMatchObject({
      route: { path: '/url/:id' },
      params: { id: 'AbC234xy' },
    });
    expect(matchRoute(dealLinkPath('AbC234xy'), agency)?.route.audience).toBeUndefined();
  });

  it('leads a proposal and a deal link to the hotel’s page for the stay', () => {
    expect(hotelPageHref('h-9', STAY)).toBe(
      '/booknow/hotels/search-details?hotelId=h-9&checkIn=2026-12-20&checkOut=2026-12-23&rooms=1&adults=2&children=0',
    );
  });

  it('is answered once', () => {
    expect(isProposalOpen('SENT')).toBe(true);
    expect(isProposalOpen('ACCEPTED')).toBe(false);
    expect(isProposalOpen('DECLINED')).toBe(false);
  });
});
