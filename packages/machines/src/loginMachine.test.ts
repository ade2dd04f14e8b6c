import { MESSAGES, type UserProfile } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  type LoginCredentials,
  type LoginEmitted,
  type LoginEvent,
  type LoginResult,
  loginMachine,
} from './loginMachine.ts';

const traveller: UserProfile = {
  id: 101,
  userType: 'Client',
  personal_info: {
    first_name: 'Olivia',
    last_name: 'Martinez',
    email: 'traveller@horizon.test',
    profile_image: null,
    credits: null,
  },
  isRewardWalletEnable: true,
  isTravelAgent: false,
  isRestrictedAgent: false,
};

const answer: LoginResult = {
  token: 'token-123',
  expiresAt: '2026-01-01T00:00:00.000Z',
  user: traveller,
};

const credentials: LoginCredentials = { email: 'traveller@horizon.test', password: 'Demo!2026' };
const submit: LoginEvent = { type: 'SUBMIT', ...credentials };

/** A login actor whose call the test settles by hand; records every call and emitted event. */
function start() {
  const calls: LoginCredentials[] = [];
  const answers: Deferred<LoginResult>[] = [];
  const machine = loginMachine.provide({
    actors: {
      submitLogin: fromPromise<LoginResult, LoginCredentials>(({ input }) => {
        calls.push(input);
        const next = deferred<LoginResult>();
        answers.push(next);
        return next.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  const emitted: LoginEmitted[] = [];
  actor.on('login.succeeded', (event) => emitted.push(event));
  return { actor, calls, answers, emitted };
}

describe('loginMachine: signing in (spec §2.1 /login, §7 POST /api/user/login)', () => {
  it('starts idle with no error', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ error: null, result: null });
  });

  it('sends the typed e-mail and password to the injected call', () => {
    const { actor, calls } = start();
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual([credentials]);
  });

  it('never keeps the password in context', () => {
    const { actor } = start();
    actor.send(submit);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(credentials.password);
  });

  it('succeeds: keeps the answer, emits login.succeeded once and stops', async () => {
    const { actor, answers, emitted } = start();
    actor.send(submit);
    answers[0]?.resolve(answer);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('succeeded');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context).toEqual({ error: null, result: answer });
    expect(emitted).toEqual([{ type: 'login.succeeded', ...answer }]);
  });
});

describe('loginMachine: failures (spec §8 "the server message or <default>", Generic fallback)', () => {
  it("shows the server's message of a form sign-in that failed before the page (DESIGN §4)", () => {
    const { actor, calls } = start();
    actor.send({ type: 'FAILED_BEFORE', message: 'Invalid email or password' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
    expect(calls).toEqual([]);
    actor.send(submit);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("keeps the server's message and goes back to idle", async () => {
    const { actor, answers, emitted } = start();
    actor.send(submit);
    answers[0]?.reject({ message: 'Invalid email or password' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
    expect(emitted).toEqual([]);
  });

  it("reads the server's message from an error carrying the body (api-client ApiError)", async () => {
    const { actor, answers } = start();
    actor.send(submit);
    answers[0]?.reject(
      Object.assign(new Error('401'), { body: { error: 'Invalid email or password' } }),
    );
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password');
  });

  it("without a server message shows 'Something went wrong'", async () => {
    const { actor, answers } = start();
    actor.send(submit);
    answers[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericFallback);
    expect(MESSAGES.genericFallback).toBe('Something went wrong');
  });

  it('an unprovided call fails with the default instead of hanging', async () => {
    const actor = createActor(loginMachine).start();
    actor.send(submit);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.genericFallback);
  });

  it('clears the previous error when the visitor tries again, and can then succeed', async () => {
    const { actor, answers, calls, emitted } = start();
    actor.send(submit);
    answers[0]?.reject({ message: 'Invalid email or password' });
    await settle();
    actor.send({ type: 'SUBMIT', email: credentials.email, password: 'right' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls[1]).toEqual({ email: credentials.email, password: 'right' });
    answers[1]?.resolve(answer);
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(emitted).toHaveLength(1);
  });
});

describe('loginMachine: double submit', () => {
  it('ignores SUBMIT while a sign-in is running', async () => {
    const { actor, calls, answers, emitted } = start();
    actor.send(submit);
    actor.send(submit);
    actor.send({ type: 'SUBMIT', email: 'other@horizon.test', password: 'x' });
    expect(calls).toEqual([credentials]);
    answers[0]?.resolve(answer);
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(emitted).toHaveLength(1);
  });

  it('ignores SUBMIT after success', async () => {
    const { actor, calls, answers } = start();
    actor.send(submit);
    answers[0]?.resolve(answer);
    await settle();
    actor.send(submit);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });
});
