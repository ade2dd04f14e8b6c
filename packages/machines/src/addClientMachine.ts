import { type AccountFieldIssues, MESSAGES, type Person, signupIssues } from '@wl/core';
import { assign, emit, setup } from 'xstate';
import { accountFailure } from './accountRequestMachine.ts';
import { failureMessage, failureStatus } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** The fields of /users/clients' "Add a client" form. */
export type ClientField = 'firstName' | 'lastName' | 'email';
export type NewClient = Record<ClientField, string>;

/**
 * A field's problem as a code (core's sign-up codes: `required`, `tooLong`, `invalid`), or
 * `taken`: the API already has an account with this e-mail (409). The view words them.
 */
export type ClientIssues = Partial<Record<ClientField, string>>;

/** What POST /api/agency/clients answers (201). */
export interface AddedClient {
  id: number;
  name: string;
  email: string;
}

/**
 * The sign-up form's rules for names and e-mail (core `signupIssues`), without its password: a
 * client has none until they choose it. The API applies the same (platform-api routes/clients.ts).
 */
export function clientIssues(client: NewClient): ClientIssues {
  const { password: _none, ...issues }: AccountFieldIssues = signupIssues({
    ...client,
    password: '',
  });
  return issues;
}

/** The clients added on the page first (the latest on top), then the loaded list without them. */
export function clientsWithAdded(people: readonly Person[], added: readonly Person[]): Person[] {
  const ids = new Set(added.map((person) => String(person.id)));
  return [...added, ...people.filter((person) => !ids.has(String(person.id)))];
}

const EMPTY_CLIENT: NewClient = { firstName: '', lastName: '', email: '' };

export interface AddClientInput {
  /** The clock the new row's "since" is read from. @default () => new Date() */
  now?: () => Date;
}

export interface AddClientContext {
  client: NewClient;
  issues: ClientIssues;
  /** A failure of no field: spec §8's message (the server's, or 'Something went wrong'). */
  error: string | null;
  /** The clients added on this page, the latest first, as the list shows them. */
  added: Person[];
  now: () => Date;
}

export type AddClientEvent =
  | { type: 'EDIT'; field: ClientField; value: string }
  | { type: 'SUBMIT' };

export type AddClientEmitted = { type: 'client.added'; client: AddedClient };

/**
 * /users/clients "Add a client" (spec §1: agents book for the agency's clients). The form's
 * fields live here; SUBMIT sends only when core's rules find nothing (guard `isComplete`), else
 * each field gets its problem. The API answers the new client (it gets the sign-up verification
 * e-mail), field problems (400, the same rules) or 409 for an address that has an account; a
 * second press while sending is ignored. After a client is added the form is empty again for the
 * next one.
 */
export const addClientMachine = setup({
  types: {
    context: {} as AddClientContext,
    events: {} as AddClientEvent,
    input: {} as AddClientInput | undefined,
    emitted: {} as AddClientEmitted,
  },
  actors: {
    /** Injected: POST /api/agency/clients; rejects with the API's error (machines README). */
    addClient: unprovided<AddedClient, NewClient>('addClient'),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(clientIssues(context.client)).length === 0,
  },
  actions: {
    edit: assign({
      client: ({ context, event }) =>
        event.type === 'EDIT' ? { ...context.client, [event.field]: event.value } : context.client,
      // A field being corrected stops shouting; the others keep their message.
      issues: ({ context, event }) => {
        if (event.type !== 'EDIT') return context.issues;
        const { [event.field]: _fixed, ...rest } = context.issues;
        return rest;
      },
    }),
    showIssues: assign({ issues: ({ context }) => clientIssues(context.client) }),
  },
}).createMachine({
  id: 'addClient',
  context: ({ input }) => ({
    client: EMPTY_CLIENT,
    issues: {},
    error: null,
    added: [],
    now: input?.now ?? (() => new Date()),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'isComplete', target: 'sending' }, { actions: 'showIssues' }],
      },
    },
    sending: {
      tags: ['loading'],
      entry: assign({ issues: {}, error: null }),
      // No SUBMIT and no EDIT here: the fields are read-only while the call runs.
      invoke: {
        src: 'addClient',
        input: ({ context }) => ({
          firstName: context.client.firstName.trim(),
          lastName: context.client.lastName.trim(),
          email: context.client.email.trim(),
        }),
        onDone: {
          target: 'added',
          actions: [
            assign({
              client: EMPTY_CLIENT,
              added: ({ context, event }) => [
                {
                  ...event.output,
                  userType: 'Client',
                  isRestrictedAgent: false,
                  createdAt: context.now().toISOString(),
                },
                ...context.added,
              ],
            }),
            emit(({ event }) => ({ type: 'client.added' as const, client: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            // 409: an account with this e-mail exists (any agency's user).
            if (failureStatus(event.error) === 409) return { issues: { email: 'taken' } };
            const { fields } = accountFailure(event.error);
            const issues: ClientIssues = {};
            for (const field of ['firstName', 'lastName', 'email'] as const) {
              if (fields[field]) issues[field] = fields[field];
            }
            if (Object.keys(issues).length > 0) return { issues };
            return { error: failureMessage(event.error, MESSAGES.genericFallback) };
          }),
        },
      },
    },
    /** The client is in the list and was e-mailed; the form is empty for the next one. */
    added: {
      on: {
        EDIT: { target: 'editing', actions: 'edit' },
        SUBMIT: [
          { guard: 'isComplete', target: 'sending' },
          { target: 'editing', actions: 'showIssues' },
        ],
      },
    },
  },
});
