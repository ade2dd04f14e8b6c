import { TIMINGS, type UserProfile, userProfileSchema } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import { type SessionEmitted, type SessionInput, sessionMachine } from './sessionMachine.ts';

const user = (overrides: Partial<UserProfile> = {}): UserProfile =>
  userProfileSchema.parse({
    id: 7,
    userType: 'Client',
    personal_info: { first_name: 'Ana', last_name: 'Lima', email: 'traveller@horizon.test' },
    ...overrides,
  });
const traveller = user();
const owner = user({ id: 1, userType: 'AgencyOwner', isTravelAgent: true });
const agency = { returnUrl: 'https://horizon.example/' };

function start(input: Partial<SessionInput> = {}) {
  const clock = new SimulatedClock();
  const clears: Deferred<void>[] = [];
  const extras: { user: UserProfile; answer: Deferred<unknown> }[] = [];
  const machine = sessionMachine.provide({
    actors: {
      clearSession: fromPromise<void>(() => {
        const answer = deferred<void>();
        clears.push(answer);
        return answer.promise;
      }),
      loadAgentExtras: fromPromise<unknown, { user: UserProfile }>(({ input: request }) => {
        const answer = deferred<unknown>();
        extras.push({ user: request.user, answer });
        return answer.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { user: null, agency, ...input }, clock });
  const redirects: SessionEmitted[] = [];
  actor.on('session.redirect', (event) => redirects.push(event));
  actor.start();
  return { actor, clock, clears, extras, redirects };
}

describe('sessionMachine: signed out / signed in (spec §4, §6)', () => {
  it('starts signed out without a user and signed in with one', () => {
    expect(start().actor.getSnapshot().value).toBe('signedOut');
    const { actor } = start({ user: traveller });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(traveller);
  });

  it('signs in with the user of a login and keeps later updates', () => {
    const { actor } = start();
    actor.send({ type: 'LOGIN', user: traveller });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
    const renamed = {
      ...traveller,
      personal_info: { ...traveller.personal_info, first_name: 'Anna' },
    };
    actor.send({ type: 'USER_UPDATED', user: renamed });
    expect(actor.getSnapshot().context.user).toEqual(renamed);
  });
});

describe('sessionMachine: travel agent login (spec §4 "Travel agent login triggers an extra load after login")', () => {
  it('runs the extra load for a travel agent, then is ready', async () => {
    const { actor, extras } = start();
    actor.send({ type: 'LOGIN', user: owner });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'loadingAgentExtras' });
    expect(extras.map((extra) => extra.user)).toEqual([owner]);
    extras[0]?.answer.resolve({});
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
  });

  it('stays signed in when the extra load fails', async () => {
    const { actor, extras } = start();
    actor.send({ type: 'LOGIN', user: owner });
    extras[0]?.answer.reject({ message: 'down' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'ready' });
  });

  it('does not run it for a traveller, nor for a restored session', () => {
    const first = start();
    first.actor.send({ type: 'LOGIN', user: traveller });
    expect(first.extras).toHaveLength(0);
    const restored = start({ user: owner });
    expect(restored.extras).toHaveLength(0);
  });

  it('takes a session found on page load (RESTORED) as signed in, without the login extras', () => {
    const page = start();
    page.actor.send({ type: 'RESTORED', user: owner });
    expect(page.actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(page.actor.getSnapshot().context.user).toEqual(owner);
    expect(page.extras).toHaveLength(0);
  });
});

describe('sessionMachine: logout (spec §2.1 /logout, §4 logout)', () => {
  it('clears the session, resets the user, then redirects after 100 ms', async () => {
    const { actor, clock, clears, redirects } = start({ user: traveller });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(clears).toHaveLength(1);

    clears[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.user).toBeNull();
    clock.increment(TIMINGS.logoutRedirectDelayMs - 1);
    expect(redirects).toEqual([]);
    clock.increment(1);
    expect(redirects).toEqual([{ type: 'session.redirect', to: 'https://horizon.example/' }]);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('sends agents to / and not to the agency return address (spec §6)', async () => {
    const { actor, clock, clears, redirects } = start({ user: owner });
    actor.send({ type: 'LOGOUT' });
    clears[0]?.resolve();
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs);
    expect(redirects).toEqual([{ type: 'session.redirect', to: '/' }]);
  });

  it('sends non-agents to / when the agency has no return address', async () => {
    const { actor, clock, clears, redirects } = start({ user: traveller, agency: {} });
    actor.send({ type: 'LOGOUT' });
    clears[0]?.resolve();
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs);
    expect(redirects.map((event) => event.to)).toEqual(['/']);
  });

  it('still resets and redirects when clearing fails', async () => {
    const { actor, clock, clears, redirects } = start({ user: traveller });
    actor.send({ type: 'LOGOUT' });
    clears[0]?.reject(new Error('storage blocked'));
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(redirects).toHaveLength(1);
  });

  it('clears leftovers when /logout is opened while signed out', async () => {
    const { actor, clock, clears, redirects } = start();
    actor.send({ type: 'LOGOUT' });
    expect(clears).toHaveLength(1);
    clears[0]?.resolve();
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs);
    expect(redirects).toHaveLength(1);
  });

  it('spec §4/§8: a session the API refused (no user known) returns to the page of the 401', async () => {
    const { actor, clock, clears, redirects } = start();
    actor.send({ type: 'LOGOUT', redirect: '/about?lng=ar' });
    clears[0]?.resolve();
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs);
    expect(redirects.map((event) => event.to)).toEqual(['/about?lng=ar']);
  });

  it('a known user logging out follows spec §2.1 whatever the redirect says', async () => {
    const { actor, clock, clears, redirects } = start({ user: traveller });
    actor.send({ type: 'LOGOUT', redirect: '/about' });
    clears[0]?.resolve();
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs);
    expect(redirects.map((event) => event.to)).toEqual(['https://horizon.example/']);
  });

  it('ignores a second logout or a login while logging out', async () => {
    const { actor, clock, clears, redirects } = start({ user: traveller });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'UNAUTHORIZED' });
    actor.send({ type: 'LOGIN', user: owner });
    expect(clears).toHaveLength(1);
    clears[0]?.resolve();
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs * 5);
    expect(redirects).toHaveLength(1);
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});

describe('sessionMachine: 401 (spec §8 "401 from the API: redirect to logout")', () => {
  it('logs out the same way on an unauthorised answer', async () => {
    const { actor, clock, clears, redirects } = start({ user: traveller });
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    clears[0]?.resolve();
    await settle();
    clock.increment(TIMINGS.logoutRedirectDelayMs);
    expect(redirects).toEqual([{ type: 'session.redirect', to: 'https://horizon.example/' }]);
  });

  it('interrupts a travel agent extra load', () => {
    const { actor, extras, clears } = start();
    actor.send({ type: 'LOGIN', user: owner });
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(clears).toHaveLength(1);
    expect(extras).toHaveLength(1);
  });
});
