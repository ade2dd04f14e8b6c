// Issue 16 item 3: the agents' Proposals (an agent proposes a hotel stay to a client, who answers
// at /allowAgentProposal or /disapproveProposal, spec §2.1), Deal Link with its short address
// (/url/{id}, spec §2.1) and Pay (held bookings); ours, beside spec §7.
import { bookingSchema, dealLinkSchema, proposalSchema, z } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, startApi } from './helpers.ts';

const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const STAY = { checkIn: day(20), checkOut: day(23), rooms: 1, adults: 2, children: 0 };

let api: RunningApi;
let traveller: string;
let owner: string;
let travellerId: number;
let hotelId: string;
beforeAll(async () => {
  api = await startApi();
  traveller = await api.login('traveller@horizon.test');
  owner = await api.login('owner@horizon.test');
  const me = await api.call('/api/user/me', { token: traveller });
  travellerId = Number(me.body.user?.id ?? me.body.data?.id);
  const search = await api.call(
    `/api/hotels/search?${new URLSearchParams({
      latitude: String(MIAMI.latitude),
      longitude: String(MIAMI.longitude),
      ...Object.fromEntries(Object.entries(STAY).map(([k, v]) => [k, String(v)])),
    })}`,
    { token: owner },
  );
  hotelId = search.body.data.hotels[0].id;
});
afterAll(() => api.close());

const propose = (token: string | undefined, body: Record<string, unknown>, host?: string) =>
  api.call('/api/agency/proposals', { method: 'POST', token, host, body });

describe('proposals (issue 16: an agent proposes, the client answers once)', () => {
  it('sends a proposal to a client, mails them the answer links, and lists it as waiting', async () => {
    expect(Number.isInteger(travellerId)).toBe(true);
    const reply = await propose(owner, {
      clientId: travellerId,
      hotelId,
      stay: STAY,
      message: 'Sea view, as you asked.',
    });
    expect(reply.status, reply.text).toBe(201);
    const proposal = proposalSchema.parse(reply.body.data);
    expect(proposal).toMatchObject({
      status: 'SENT',
      message: 'Sea view, as you asked.',
      client: { id: travellerId, email: 'traveller@horizon.test' },
      stay: { checkIn: STAY.checkIn, checkOut: STAY.checkOut },
    });
    const mail = api.platform.outbox.list('horizon')[0];
    expect(mail?.to).toBe('traveller@horizon.test');
    expect(mail?.subject).toContain(proposal.hotel.name);
    const paths = mail?.links.map((link) => new URL(link.url)) ?? [];
    expect(paths.map((url) => url.pathname)).toEqual([
      '/booknow/hotels/search-details',
      '/allowAgentProposal',
      '/disapproveProposal',
    ]);
    // No credential in the links: the client answers signed in.
    expect(paths.every((url) => !url.searchParams.has('token'))).toBe(true);
    expect(paths[1]?.searchParams.get('proposalId')).toBe(proposal.id);

    const list = await api.call('/api/agency/proposals', { token: owner });
    expect(list.status).toBe(200);
    expect(z.array(proposalSchema).parse(list.body.data)[0]?.id).toBe(proposal.id);
  });

  it('lets the client read and answer it once, tells the agent, and refuses a second answer', async () => {
    const sent = proposalSchema.parse(
      (await propose(owner, { clientId: travellerId, hotelId, stay: STAY })).body.data,
    );
    const read = await api.call(`/api/proposals/${sent.id}`, { token: traveller });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data.agent.name).not.toBe('');

    const answer = (token: string, body: unknown) =>
      api.call(`/api/proposals/${sent.id}/answer`, { method: 'POST', token, body });
    // Only the client answers, even the agent who sent it cannot.
    expect((await answer(owner, { answer: 'accept' })).status).toBe(403);
    expect((await answer(traveller, { answer: 'maybe' })).status).toBe(400);
    const accepted = await answer(traveller, { answer: 'accept' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data.status).toBe('ACCEPTED');
    expect(api.platform.outbox.list('horizon')[0]?.to).toBe('owner@horizon.test');
    const again = await answer(traveller, { answer: 'decline' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This proposal has already been answered.');
  });

  it("hides a proposal from other travellers and other agencies' staff", async () => {
    const sent = proposalSchema.parse(
      (await propose(owner, { clientId: travellerId, hotelId, stay: STAY })).body.data,
    );
    const solmar = await api.login('owner@solmar.test', 'solmar.localhost');
    const other = await api.call(`/api/proposals/${sent.id}`, {
      token: solmar,
      host: 'solmar.localhost',
    });
    expect(other.status).toBe(404);
    expect((await api.call(`/api/proposals/${sent.id}`)).status).toBe(401);
  });

  it('refuses a proposal to staff, to an unknown hotel, from a traveller or a visitor', async () => {
    const staff = await api.call('/api/users/agents', { token: owner });
    const staffId = staff.body.data[0].id as number;
    expect((await propose(owner, { clientId: staffId, hotelId, stay: STAY })).status).toBe(400);
    // A stay that has begun cannot be proposed (the rule the hotel search and booking use).
    const past = { ...STAY, checkIn: day(-5), checkOut: day(-2) };
    const late = await propose(owner, { clientId: travellerId, hotelId, stay: past });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Invalid stay: checkIn: must not be in the past');
    expect(
      (await propose(owner, { clientId: travellerId, hotelId: 'no-such-hotel', stay: STAY }))
        .status,
    ).toBe(404);
    expect((await propose(traveller, { clientId: travellerId, hotelId, stay: STAY })).status).toBe(
      403,
    );
    expect((await propose(undefined, { clientId: travellerId, hotelId, stay: STAY })).status).toBe(
      401,
    );
  });
});

describe('deal links (issue 16: /deal-link makes, /url/{id} opens, spec §2.1)', () => {
  it('makes a short code that opens the hotel for the stay, for anyone on this agency only', async () => {
    const made = await api.call('/api/agency/deal-links', {
      method: 'POST',
      token: owner,
      body: { hotelId, stay: STAY },
    });
    expect(made.status, made.text).toBe(201);
    const link = dealLinkSchema.parse(made.body.data);
    expect(link.target).toBe(
      `/booknow/hotels/search-details?${new URLSearchParams({
        hotelId,
        checkIn: STAY.checkIn,
        checkOut: STAY.checkOut,
        rooms: '1',
        adults: '2',
        children: '0',
      })}`,
    );
    const opened = await api.call(`/api/deal-links/${link.code}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.target).toBe(link.target);
    const elsewhere = await api.call(`/api/deal-links/${link.code}`, { host: 'solmar.localhost' });
    expect(elsewhere.status).toBe(404);
    expect(
      (
        await api.call('/api/agency/deal-links', {
          method: 'POST',
          token: traveller,
          body: { hotelId, stay: STAY },
        })
      ).status,
    ).toBe(403);
  });
});

describe('Pay (issue 16: the agent’s held bookings)', () => {
  it("lists this agent's held bookings and not another's, nor paid ones", async () => {
    const details = await api.call(
      `/api/hotels/details/${hotelId}?${new URLSearchParams(
        Object.entries(STAY).map(([k, v]) => [k, String(v)]),
      )}`,
      { token: owner },
    );
    const roomId = details.body.data.rooms[0].id;
    const query = Object.fromEntries(Object.entries(STAY).map(([k, v]) => [k, String(v)]));
    const hold = async (token: string) =>
      bookingSchema.parse(
        (
          await api.call('/api/bookings', {
            method: 'POST',
            token,
            body: {
              offer: { vertical: 'hotels', query: { hotelId, ...query }, offerId: roomId },
              travellers: [{ type: 'adult', firstName: 'Ana', lastName: 'Ruiz' }],
              contact: { email: 'ana@example.com', phone: '+1 305 555 0100' },
            },
          })
        ).body.data,
      );
    const mine = await hold(owner);
    const theirs = await hold(traveller);
    const reply = await api.call('/api/agency/bookings/held', { token: owner });
    expect(reply.status, reply.text).toBe(200);
    const ids = reply.body.data.map((row: { id: string }) => row.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const paid = await api.call(`/api/bookings/${mine.id}/pay`, {
      method: 'POST',
      token: owner,
      body: {
        cardholderName: 'Ana Ruiz',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/35',
        cvc: '123',
      },
    });
    expect(paid.status, paid.text).toBe(200);
    const after = await api.call('/api/agency/bookings/held', { token: owner });
    expect(after.body.data.map((row: { id: string }) => row.id)).not.toContain(mine.id);
    expect((await api.call('/api/agency/bookings/held', { token: traveller })).status).toBe(403);
  });
});
