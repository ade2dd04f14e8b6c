import { MESSAGES } from '@wl/core';
import { assign, setup } from 'xstate';
import { failureMessage, serverBody } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** Why an account call failed: the API's code (pages word it) and its message (else §8's). */
export interface AccountFailure {
  code: string | null;
  message: string;
  /** Field problems the API named (`issues`), by field: core's problem codes. */
  fields: Record<string, string>;
}

/** The fields a form sends (sign-up's names, an e-mail, a token, a password). */
export type AccountRequestInput = Readonly<Record<string, string>>;

export interface AccountRequestContext {
  error: AccountFailure | null;
}

export type AccountRequestEvent =
  | { type: 'SUBMIT'; input: AccountRequestInput }
  /** A form post answered before this page (the page read the failure cookie). */
  | { type: 'FAILED_BEFORE'; failure: { code?: string | null; message: string } }
  /** The form was posted before this page and succeeded (`?sent=1`, `?done=1`). */
  | { type: 'DONE_BEFORE' };

/** Reads an API error body into a failure; a bare network error is spec §8's generic fallback. */
export function accountFailure(reason: unknown): AccountFailure {
  const body = serverBody(reason) as
    | { code?: unknown; issues?: { path?: unknown; message?: unknown }[] }
    | undefined;
  const fields: Record<string, string> = {};
  for (const issue of Array.isArray(body?.issues) ? body.issues : []) {
    if (typeof issue.path === 'string' && typeof issue.message === 'string') {
      fields[issue.path] = issue.message;
    }
  }
  return {
    code: typeof body?.code === 'string' ? body.code : null,
    message: failureMessage(reason, MESSAGES.genericFallback),
    fields,
  };
}

/**
 * One call of an account page (sign-up, verification, forgotten and new password; ours beside
 * spec §7): idle, sending (a second press is ignored), done, or back to idle with the failure.
 * Secrets travel only in the SUBMIT event and the call's input.
 */
export const accountRequestMachine = setup({
  types: {
    context: {} as AccountRequestContext,
    events: {} as AccountRequestEvent,
  },
  actors: {
    /** Injected: the API call; rejects with the server's error body (machines README). */
    send: unprovided<unknown, AccountRequestInput>('send'),
  },
}).createMachine({
  id: 'accountRequest',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: 'sending',
        FAILED_BEFORE: {
          actions: assign({
            error: ({ event }) => ({
              code: event.failure.code ?? null,
              message: event.failure.message,
              fields: {},
            }),
          }),
        },
        DONE_BEFORE: 'done',
      },
    },
    sending: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        src: 'send',
        input: ({ event }) => (event as Extract<AccountRequestEvent, { type: 'SUBMIT' }>).input,
        onDone: { target: 'done' },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => accountFailure(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
