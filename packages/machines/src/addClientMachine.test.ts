import { type Person, signupIssues } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import {
  type AddClientEmitted,
  type AddedClient,
  addClientMachine,
  type ClientField,
  clientIssues,
  clientsWithAdded,
  type NewClient,
} from './addClientMachine.ts';

const NOW = new Date('2026-11-21T09:30:00.000Z');

/** An actor whose call the test settles by hand; records every call and emitted event. */
function start() {
  const calls: NewClient[] = [];
  const answers: Deferred<AddedClient>[] = [];
  const emitted: AddClientEmitted[] = [];
  const actor = createActor(
    addClientMachine.provide({
      actors: {
        addClient: fromPromise<AddedClient, NewClient>(({ input }) => {
          calls.push(input);
          const answer = deferred<AddedClient>();
          answers.push(answer);
          return answer.promise;
        }),
      },
    }),
    { input: { now: () => NOW } },
  );
  actor.on('client.added', (event) => emitted.push(event));
  actor.start();
  const type = (client: Partial<NewClient>) => {
    for (const [field, value] of Object.entries(client)) {
      actor.send({ type: 'EDIT', field: field as ClientField, value });
    }
  };
  return { actor, calls, answers, emitted, type };
}

const NINA = { firstName: ' Nina ', lastName: 'Berg', email: 'Nina.Berg@Example.com ' };

/** The api-client's ApiError as the page's call rejects with it. */
const apiError = (status: number, body: unknown) =>
  Object.assign(new Error('failed'), { name: 'ApiError', status, body });

describe('addClientMachine (/users/clients "Add a client", spec §1)', () => {
  it("uses core's sign-up rules for names and e-mail, and asks no password", () => {
    const input = { firstName: '', lastName: 'x'.repeat(61), email: 'nope' };
    const { password, ...signup } = signupIssues({ ...input, password: '' });
    expect(password).toBe('required');
    expect(clientIssues(input)).toEqual(signup);
    expect(clientIssues(input)).toEqual({
      firstName: 'required',
      lastName: 'tooLong',
      email: 'invalid',
    });
    expect(clientIssues({ firstName: 'A', lastName: 'B', email: 'a@b.co' })).toEqual({});
  });

  it('an incomplete form is not sent: each field gets its problem, a corrected one loses it', () => {
    const { actor, calls, type } = start();
    type({ lastName: 'Berg', email: 'nope' });
    actor.send({ type: 'SUBMIT' });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.issues).toEqual({ firstName: 'required', email: 'invalid' });
    type({ email: 'nina@example.com' });
    expect(actor.getSnapshot().context.issues).toEqual({ firstName: 'required' });
  });

  it('sends once (trimmed), then lists the client first and empties the form', async () => {
    const { actor, calls, answers, emitted, type } = start();
    type(NINA);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'EDIT', field: 'firstName', value: 'changed while sending' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual([
      { firstName: 'Nina', lastName: 'Berg', email: 'Nina.Berg@Example.com' },
    ]);
    const added = { id: 311, name: 'Nina Berg', email: 'nina.berg@example.com' };
    answers[0]?.resolve(added);
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('added');
    expect(context.client).toEqual({ firstName: '', lastName: '', email: '' });
    expect(context.added).toEqual([
      {
        ...added,
        userType: 'Client',
        isRestrictedAgent: false,
        createdAt: '2026-11-21T09:30:00.000Z',
      },
    ]);
    expect(emitted).toEqual([{ type: 'client.added', client: added }]);
    // Typing the next client leaves the added state; an empty SUBMIT there shows the problems.
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.issues)).toEqual([
      'firstName',
      'lastName',
      'email',
    ]);
  });

  it("409: the address has an account, said at the e-mail field (the API's 'already exists')", async () => {
    const { actor, answers, type } = start();
    type(NINA);
    actor.send({ type: 'SUBMIT' });
    answers[0]?.reject(apiError(409, { message: 'An account with this e-mail already exists.' }));
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.issues).toEqual({ email: 'taken' });
    expect(context.error).toBeNull();
    expect(context.client.email).toBe(NINA.email);
    type({ email: 'nina@elsewhere.test' });
    expect(actor.getSnapshot().context.issues).toEqual({});
  });

  it("400: the API's field problems go to their fields", async () => {
    const { actor, answers, type } = start();
    type(NINA);
    actor.send({ type: 'SUBMIT' });
    answers[0]?.reject(
      apiError(400, {
        message: 'Invalid client: email: invalid',
        issues: [{ path: 'email', message: 'invalid' }],
      }),
    );
    await settle();
    expect(actor.getSnapshot().context.issues).toEqual({ email: 'invalid' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("anything else is spec §8's message: the server's, or 'Something went wrong'", async () => {
    const { actor, answers, type } = start();
    type(NINA);
    actor.send({ type: 'SUBMIT' });
    answers[0]?.reject(apiError(403, { message: 'This page is for agency staff.' }));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('This page is for agency staff.');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBeNull();
    answers[1]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Something went wrong');
  });

  it('the list shows the added clients first, once each', () => {
    const person = (id: number, name: string): Person => ({
      id,
      name,
      email: `${id}@example.com`,
      userType: 'Client',
      isRestrictedAgent: false,
      createdAt: '2026-01-20T09:00:00.000Z',
    });
    const loaded = [person(101, 'Olivia'), person(311, 'Nina')];
    const added = [person(312, 'Omar'), person(311, 'Nina')];
    expect(clientsWithAdded(loaded, added).map((item) => item.id)).toEqual([312, 311, 101]);
  });
});
