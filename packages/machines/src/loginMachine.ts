import { MESSAGES, type UserProfile } from '@wl/core';
import { assign, emit, setup } from 'xstate';
import { failureMessage } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** What the visitor typed into the sign-in form (spec §2.1 /login, §7 POST /api/user/login). */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** The answer of the login call: the access token, when it expires and who signed in. */
export interface LoginResult {
  token: string;
  expiresAt: string;
  user: UserProfile;
}

export interface LoginContext {
  /** Spec §8: the server's message, or 'Something went wrong'; null before or while trying. */
  error: string | null;
  /** The login call's answer, once it succeeded. */
  result: LoginResult | null;
}

export type LoginEvent =
  | ({ type: 'SUBMIT' } & LoginCredentials)
  /**
   * The server's message of a sign-in that failed before this page: the form posted before its
   * island hydrated, or without JavaScript (DESIGN §4), and came back to /login.
   */
  | { type: 'FAILED_BEFORE'; message: string };

/**
 * What the host must do after a successful sign-in: store the access-token cookie and tell the
 * session (`sessionMachine` LOGIN), then leave the login page.
 */
export type LoginEmitted = { type: 'login.succeeded' } & LoginResult;

/**
 * The sign-in form (spec §2.1 /login, §7 POST /api/user/login, §8 generic fallback). The
 * password travels from the SUBMIT event straight into the call's input and is never kept in
 * context.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
  },
  actors: {
    /** Injected: POST /api/user/login; rejects with the server's error body (machines README). */
    submitLogin: unprovided<LoginResult, LoginCredentials>('submitLogin'),
  },
}).createMachine({
  id: 'login',
  context: { error: null, result: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SUBMIT: 'submitting',
        FAILED_BEFORE: { actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    submitting: {
      tags: ['loading'],
      // No SUBMIT here: a second press (or Enter) while the call runs is ignored.
      entry: assign({ error: null }),
      invoke: {
        src: 'submitLogin',
        // Entered only by SUBMIT, so the event is the form's credentials.
        input: ({ event }) => {
          const { email, password } = event as Extract<LoginEvent, { type: 'SUBMIT' }>;
          return { email, password };
        },
        onDone: {
          target: 'succeeded',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ event }) => ({
              type: 'login.succeeded' as const,
              token: event.output.token,
              expiresAt: event.output.expiresAt,
              user: event.output.user,
            })),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            error: ({ event }) => failureMessage(event.error, MESSAGES.genericFallback),
          }),
        },
      },
    },
    /** Final: the host stores the token and navigates away. */
    succeeded: { type: 'final' },
  },
});
