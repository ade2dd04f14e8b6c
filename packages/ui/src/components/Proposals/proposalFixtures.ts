import type { DealLink, Person, Proposal } from '@wl/core';
import { STORY_HOTEL, STORY_STAY } from '../HotelJourney/hotelFixtures.ts';
import type { ProposalsData } from './Proposals.tsx';

/** Stories' agents' tools: the agency's clients, proposals sent to them, a deal link, held bookings. */
export const STORY_CLIENTS: Person[] = [
  {
    id: 101,
    name: 'Olivia Bennett',
    email: 'traveller@horizon.test',
    userType: 'Client',
    isRestrictedAgent: false,
    createdAt: '2026-01-20T09:00:00.000Z',
  },
  {
    id: 102,
    name: 'Marco Rossi',
    email: 'marco@horizon.test',
    userType: 'Client',
    isRestrictedAgent: false,
    createdAt: '2026-02-11T09:00:00.000Z',
  },
];

/** The hotel and stay chosen on a hotel's page ("Propose to a client", "Make a deal link"). */
export const STORY_DRAFT: NonNullable<ProposalsData['draft']> = {
  hotel: { id: STORY_HOTEL.id, name: STORY_HOTEL.name, address: STORY_HOTEL.address },
  stay: STORY_STAY,
};

const proposal = (
  id: string,
  status: Proposal['status'],
  client: { id: number; name: string; email: string },
  message: string,
): Proposal => ({
  id,
  status,
  hotel: STORY_DRAFT.hotel,
  stay: { ...STORY_STAY },
  message,
  client,
  agent: { name: 'Lucas Moreau' },
  createdAt: '2026-11-20T10:00:00.000Z',
  answeredAt: status === 'SENT' ? null : '2026-11-21T08:30:00.000Z',
});

/** One proposal in each status, each to a different client. */
export const STORY_PROPOSALS: Proposal[] = [
  proposal(
    'p-0001',
    'SENT',
    { id: 101, name: 'Olivia Bennett', email: 'traveller@horizon.test' },
    'Two nights by the sea, breakfast nearby.',
  ),
  proposal('p-0002', 'ACCEPTED', { id: 102, name: 'Marco Rossi', email: 'marco@horizon.test' }, ''),
  proposal(
    'p-0003',
    'DECLINED',
    { id: 103, name: 'Aiko Tanaka', email: 'aiko@horizon.test' },
    'A quiet room, as you asked.',
  ),
];

/** What the page loads again after a proposal was sent: the new one first. */
export function proposalsAfterSending(
  data: ProposalsData,
  client: Person,
  message: string,
): ProposalsData {
  const sent = proposal(
    'p-0100',
    'SENT',
    { id: Number(client.id), name: client.name, email: client.email },
    message,
  );
  return { ...data, proposals: [sent, ...data.proposals] };
}

export const STORY_DEAL_LINK: DealLink = {
  code: 'Hz7Kp2Qa',
  target: `/booknow/hotels/search-details?hotelId=${STORY_HOTEL.id}`,
  hotel: { id: STORY_HOTEL.id, name: STORY_HOTEL.name },
};
