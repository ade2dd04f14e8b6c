import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AccountRequestInput,
  accountFailure,
  accountRequestMachine,
} from './accountRequestMachine.ts';

const machine = (send: (input: AccountRequestInput) => Promise<unknown>) =>
  accountRequestMachine.provide({
    actors: { send: fromPromise(({ input }: { input: AccountRequestInput }) => send(input)) },
  });

describe('accountRequestMachine (the account pages’ calls)', () => {
  it('sends once, ignores a second press while sending, and ends done', async () => {
    const calls: string[] = [];
    let finish = () => {};
    const actor = createActor(
      machine((input) => {
        calls.push(input.email ?? '');
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      }),
    ).start();
    actor.send({ type: 'SUBMIT', input: { email: 'a@b.co' } });
    actor.send({ type: 'SUBMIT', input: { email: 'a@b.co' } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    finish();
    await waitFor(actor, (state) => state.matches('done'));
    expect(calls).toEqual(['a@b.co']);
  });

  it('keeps the API code, message and field problems of a failure, and clears it on retry', async () => {
    const body = {
      message: 'Invalid sign-up: email: invalid',
      code: 'invalidInput',
      issues: [{ path: 'email', message: 'invalid' }],
    };
    const actor = createActor(machine(() => Promise.reject(body))).start();
    actor.send({ type: 'SUBMIT', input: { email: 'x' } });
    await waitFor(actor, (state) => state.matches('idle') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'invalidInput',
      message: 'Invalid sign-up: email: invalid',
      fields: { email: 'invalid' },
    });
    actor.send({ type: 'SUBMIT', input: { email: 'x' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows spec §8’s generic fallback for a network error, not its text', () => {
    expect(accountFailure(new TypeError('Failed to fetch'))).toEqual({
      code: null,
      message: 'Something went wrong',
      fields: {},
    });
  });

  it('takes a failure or a success of the form posted before the page', () => {
    const actor = createActor(machine(() => Promise.resolve())).start();
    actor.send({
      type: 'FAILED_BEFORE',
      failure: { code: 'tooManyAttempts', message: 'Too many' },
    });
    expect(actor.getSnapshot().context.error?.code).toBe('tooManyAttempts');
    actor.send({ type: 'DONE_BEFORE' });
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });
});
