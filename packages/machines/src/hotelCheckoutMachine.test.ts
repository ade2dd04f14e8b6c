// Issue 15 item 3: the hotel checkout, from the chosen room to the confirmation.
import type { HotelBooking, HotelDetails, UserProfile } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import { cardErrorsOf } from './checkoutPayment.ts';
import {
  type HoldRequest,
  type HotelCheckoutInput,
  hotelCheckoutMachine,
  type OfferQuery,
  type PayRequest,
} from './hotelCheckoutMachine.ts';

const STAY = { checkIn: '2026-12-10', checkOut: '2026-12-12', rooms: 1, adults: 2, children: 0 };
const rates = { publishedRate: 500, totalRate: 400, savedPrice: 100 };
const HOTEL: HotelDetails = {
  id: 'us-miami-h01',
  name: 'The Miami Regency',
  rating: 4.5,
  address: '12 Ocean Drive, Miami',
  heroImage: '/api/demo-images/hotels/hotel-01.svg',
  latitude: 25.78,
  longitude: -80.2,
  distance: 1.2,
  distanceFrom: 'Miami',
  amenities: ['wifi', 'pool'],
  freeCancellation: true,
  description: 'A calm base.',
  images: [],
  nights: 2,
  rooms: [
    {
      id: 'standard',
      name: 'Standard Room',
      beds: '1 queen bed',
      maxGuests: 2,
      board: 'roomOnly',
      freeCancellation: true,
      rates,
    },
  ],
};
const booking = (status: HotelBooking['status']): HotelBooking => ({
  id: '7b0f3c9e-0000-4000-8000-000000000001',
  status,
  referenceNumber: status === 'CONFIRMED' ? 'HTL-7K3P9Q2M' : null,
  hotel: { id: HOTEL.id, name: HOTEL.name, address: HOTEL.address, rating: 4.5, heroImage: null },
  room: { id: 'standard', name: 'Standard Room', board: 'roomOnly' },
  stay: { ...STAY, nights: 2 },
  guest: { firstName: 'Tara', lastName: 'Traveller', email: 't@h.test', phone: '+1 305 555 0100' },
  rates,
  payment: status === 'CONFIRMED' ? { brand: 'visa', last4: '4242' } : null,
  holdExpiresAt: '2026-11-25T12:30:00Z',
  createdAt: '2026-11-25T12:00:00Z',
});
const TRAVELLER = {
  id: 9,
  userType: 'Client',
  personal_info: { first_name: 'Tara', last_name: 'Traveller', email: 'traveller@horizon.test' },
  isRewardWalletEnable: false,
  isTravelAgent: false,
  isRestrictedAgent: false,
} as UserProfile;
const NOW = () => new Date('2026-11-25T12:00:00Z');

function start(input: HotelCheckoutInput) {
  const calls = {
    offer: [] as { query: OfferQuery; answer: Deferred<HotelDetails> }[],
    hold: [] as { request: HoldRequest; answer: Deferred<HotelBooking> }[],
    load: [] as { id: string; answer: Deferred<HotelBooking> }[],
    pay: [] as { request: PayRequest; answer: Deferred<HotelBooking> }[],
  };
  const machine = hotelCheckoutMachine.provide({
    actors: {
      loadOffer: fromPromise(({ input: query }: { input: OfferQuery }) => {
        const answer = deferred<HotelDetails>();
        calls.offer.push({ query, answer });
        return answer.promise;
      }),
      holdBooking: fromPromise(({ input: request }: { input: HoldRequest }) => {
        const answer = deferred<HotelBooking>();
        calls.hold.push({ request, answer });
        return answer.promise;
      }),
      loadBooking: fromPromise(({ input: id }: { input: string }) => {
        const answer = deferred<HotelBooking>();
        calls.load.push({ id, answer });
        return answer.promise;
      }),
      payBooking: fromPromise(({ input: request }: { input: PayRequest }) => {
        const answer = deferred<HotelBooking>();
        calls.pay.push({ request, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  return { actor, calls, emitted };
}

const offer = (overrides: Partial<Extract<HotelCheckoutInput, { start: 'offer' }>> = {}) =>
  ({
    start: 'offer',
    hotelId: HOTEL.id,
    roomId: 'standard',
    stay: STAY,
    user: TRAVELLER,
    allowNonLoginFlow: false,
    now: NOW,
    ...overrides,
  }) as const;

async function atGuestDetails(input = offer()) {
  const started = start(input);
  started.calls.offer[0]?.answer.resolve(HOTEL);
  await settle();
  return started;
}

describe('hotelCheckoutMachine: who may check out (issue 15)', () => {
  it("asks a visitor to sign in when the agency has no non-login flow, then goes on once they're in", async () => {
    const { actor } = await atGuestDetails(offer({ user: null }));
    expect(actor.getSnapshot().value).toBe('signInRequired');
    actor.send({ type: 'USER', user: TRAVELLER });
    expect(actor.getSnapshot().value).toBe('guestDetails');
    expect(actor.getSnapshot().context.guest.firstName).toBe('Tara');
  });

  it('lets a visitor fill in the details where the agency allows the non-login flow', async () => {
    const { actor } = await atGuestDetails(offer({ user: null, allowNonLoginFlow: true }));
    expect(actor.getSnapshot().value).toBe('guestDetails');
    expect(actor.getSnapshot().context.guest.email).toBe('');
  });

  it("prefills a signed-in traveller's name and e-mail", async () => {
    const { actor, calls } = await atGuestDetails();
    expect(calls.offer[0]?.query).toEqual({ hotelId: HOTEL.id, stay: STAY });
    expect(actor.getSnapshot().context.guest).toEqual({
      firstName: 'Tara',
      lastName: 'Traveller',
      email: 'traveller@horizon.test',
      phone: '',
    });
    expect(actor.getSnapshot().context.room?.name).toBe('Standard Room');
  });

  it('says when the room is not offered for the stay', async () => {
    const started = start(offer({ roomId: 'family' }));
    started.calls.offer[0]?.answer.resolve(HOTEL);
    await settle();
    expect(started.actor.getSnapshot().value).toBe('unavailable');
  });

  it("fails with the server's message and retries", async () => {
    const started = start(offer());
    started.calls.offer[0]?.answer.reject({ message: 'No such hotel' });
    await settle();
    expect(started.actor.getSnapshot().value).toBe('failed');
    expect(started.actor.getSnapshot().context.error).toBe('No such hotel');
    started.actor.send({ type: 'RETRY' });
    expect(started.calls.offer).toHaveLength(2);
  });
});

describe('hotelCheckoutMachine: guest details (issue 15 validation with clear errors)', () => {
  it('names every wrong field on submit and holds nothing', async () => {
    const { actor, calls } = await atGuestDetails(offer({ user: null, allowNonLoginFlow: true }));
    actor.send({ type: 'EDIT_GUEST', field: 'email', value: 'tara@' });
    actor.send({ type: 'SUBMIT_GUEST' });
    expect(actor.getSnapshot().value).toBe('guestDetails');
    expect(Object.keys(actor.getSnapshot().context.guestErrors).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phone',
    ]);
    expect(calls.hold).toHaveLength(0);
    // Correcting a field clears its own message only.
    actor.send({ type: 'EDIT_GUEST', field: 'email', value: 'tara@example.com' });
    expect(Object.keys(actor.getSnapshot().context.guestErrors).sort()).toEqual([
      'firstName',
      'lastName',
      'phone',
    ]);
  });

  it('holds the booking with the trimmed details and moves on to the payment', async () => {
    const { actor, calls, emitted } = await atGuestDetails();
    actor.send({ type: 'EDIT_GUEST', field: 'phone', value: ' +1 305 555 0100 ' });
    actor.send({ type: 'SUBMIT_GUEST' });
    expect(actor.getSnapshot().value).toBe('holding');
    expect(calls.hold[0]?.request).toEqual({
      hotelId: HOTEL.id,
      roomId: 'standard',
      stay: STAY,
      guest: {
        firstName: 'Tara',
        lastName: 'Traveller',
        email: 'traveller@horizon.test',
        phone: '+1 305 555 0100',
        specialRequests: '',
      },
    });
    calls.hold[0]?.answer.resolve(booking('HELD'));
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(emitted).toContain('checkout.held');
  });

  it("keeps the details with the server's message when the hold fails", async () => {
    const { actor, calls } = await atGuestDetails();
    actor.send({ type: 'EDIT_GUEST', field: 'phone', value: '+1 305 555 0100' });
    actor.send({ type: 'SUBMIT_GUEST' });
    calls.hold[0]?.answer.reject({ message: 'Invalid booking: roomId: not offered' });
    await settle();
    expect(actor.getSnapshot().value).toBe('guestDetails');
    expect(actor.getSnapshot().context.error).toBe('Invalid booking: roomId: not offered');
    expect(actor.getSnapshot().context.guest.phone).toBe('+1 305 555 0100');
  });
});

describe('hotelCheckoutMachine: payment (issue 15 test cards)', () => {
  async function atPayment() {
    const started = start({ start: 'booking', bookingId: booking('HELD').id, now: NOW });
    started.calls.load[0]?.answer.resolve(booking('HELD'));
    await settle();
    return started;
  }
  const typeCard = (
    actor: Awaited<ReturnType<typeof atPayment>>['actor'],
    number: string,
    expiry = '12/30',
  ) => {
    actor.send({ type: 'EDIT_CARD', field: 'cardNumber', value: number });
    actor.send({ type: 'EDIT_CARD', field: 'expiry', value: expiry });
    actor.send({ type: 'EDIT_CARD', field: 'cvc', value: '123' });
  };

  it('opens a held booking at the card form with the guest as cardholder', async () => {
    const { actor } = await atPayment();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.card.cardholderName).toBe('Tara Traveller');
  });

  it('opens a paid booking at its confirmation (a reload after paying)', async () => {
    const started = start({ start: 'booking', bookingId: 'x', now: NOW });
    started.calls.load[0]?.answer.resolve(booking('CONFIRMED'));
    await settle();
    expect(started.actor.getSnapshot().value).toBe('confirmed');
    expect(started.actor.getSnapshot().context.booking?.referenceNumber).toBe('HTL-7K3P9Q2M');
  });

  it('checks the card before paying: a mistyped number and a past expiry', async () => {
    const { actor, calls } = await atPayment();
    typeCard(actor, '4242 4242 4242 4241', '10/26');
    actor.send({ type: 'PAY' });
    expect(calls.pay).toHaveLength(0);
    expect(actor.getSnapshot().context.cardErrors).toEqual({
      cardNumber: 'invalid card number',
      expiry: 'expired',
    });
    expect(
      cardErrorsOf(
        { cardholderName: 'A', cardNumber: '4242424242424242', expiry: '11/26', cvc: '123' },
        NOW(),
      ),
    ).toEqual({});
  });

  it('keeps the form with the message when the card is declined, then pays with 4242', async () => {
    const { actor, calls, emitted } = await atPayment();
    typeCard(actor, '4000 0000 0000 0002');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().value).toBe('paying');
    calls.pay[0]?.answer.reject(
      Object.assign(new Error('402'), {
        status: 402,
        body: {
          code: 'card_declined',
          message: 'Your card was declined. Please use another card.',
        },
      }),
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.paymentError).toEqual({
      code: 'card_declined',
      message: 'Your card was declined. Please use another card.',
    });
    expect(actor.getSnapshot().context.card.cardNumber).toBe('4000 0000 0000 0002');

    typeCard(actor, '4242 4242 4242 4242');
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().context.paymentError).toBeNull();
    expect(calls.pay[1]?.request.card.cardNumber).toBe('4242 4242 4242 4242');
    calls.pay[1]?.answer.resolve(booking('CONFIRMED'));
    await settle();
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(emitted).toContain('checkout.confirmed');
  });

  it('ignores a second PAY while paying', async () => {
    const { actor, calls } = await atPayment();
    typeCard(actor, '4242 4242 4242 4242');
    actor.send({ type: 'PAY' });
    actor.send({ type: 'PAY' });
    expect(calls.pay).toHaveLength(1);
  });

  it('shows a booking paid meanwhile (409) as paid', async () => {
    const { actor, calls } = await atPayment();
    typeCard(actor, '4242 4242 4242 4242');
    actor.send({ type: 'PAY' });
    calls.pay[0]?.answer.reject(Object.assign(new Error('409'), { status: 409, body: {} }));
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingBooking');
    calls.load[1]?.answer.resolve(booking('CONFIRMED'));
    await settle();
    expect(actor.getSnapshot().value).toBe('confirmed');
  });
});
