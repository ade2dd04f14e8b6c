import { type Agency, logoutDestination, TIMINGS, type UserProfile } from '@wl/core';
import { assign, emit, setup } from 'xstate';
import { unprovided } from './unprovided.ts';

export interface SessionInput {
  user: UserProfile | null;
  agency: Pick<Agency, 'returnUrl'>;
}

export interface SessionContext {
  user: UserProfile | null;
  agency: Pick<Agency, 'returnUrl'>;
  /** Where logout sends the visitor, fixed before the user is reset (spec §2.1, §6). */
  redirectTo: string | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; user: UserProfile }
  /** A page opened with a valid access token: the session already existed, no login extras. */
  | { type: 'RESTORED'; user: UserProfile }
  | { type: 'USER_UPDATED'; user: UserProfile }
  /**
   * /logout. `redirect`: the page a 401 came from (core `unauthorizedLogoutHref`), where a session
   * the API had already refused returns to.
   */
  | { type: 'LOGOUT'; redirect?: string | null }
  /** Spec §8: any 401 from the API ends the session. */
  | { type: 'UNAUTHORIZED' };

export type SessionEmitted = { type: 'session.redirect'; to: string };

/** Session and logout (spec §2.1 /logout, §4 logout, §8 401). */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /**
     * Injected: removes the access-token, auth and hide-header cookies, the stored deep-link
     * values and local storage (spec §4).
     */
    clearSession: unprovided<void>('clearSession'),
    /** Injected: the extra load a travel agent needs after login (spec §4). */
    loadAgentExtras: unprovided<unknown, { user: UserProfile }>('loadAgentExtras'),
  },
  actions: {
    redirect: emit(({ context }) => ({
      type: 'session.redirect' as const,
      to: context.redirectTo ?? '/',
    })),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    isTravelAgent: ({ context }) => context.user?.isTravelAgent === true,
  },
  delays: {
    logoutRedirectDelay: TIMINGS.logoutRedirectDelayMs,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user, agency: input.agency, redirectTo: null }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        LOGIN: {
          target: 'signedIn.justLoggedIn',
          actions: assign({ user: ({ event }) => event.user }),
        },
        RESTORED: { target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
        // /logout also clears whatever a half-finished session left behind.
        LOGOUT: 'loggingOut',
        UNAUTHORIZED: 'loggingOut',
      },
    },
    signedIn: {
      initial: 'ready',
      on: {
        USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) },
        LOGOUT: 'loggingOut',
        UNAUTHORIZED: 'loggingOut',
      },
      states: {
        justLoggedIn: {
          always: [{ guard: 'isTravelAgent', target: 'loadingAgentExtras' }, { target: 'ready' }],
        },
        loadingAgentExtras: {
          invoke: {
            src: 'loadAgentExtras',
            // Only a LOGIN, which sets the user, leads here.
            input: ({ context }) => ({ user: context.user as UserProfile }),
            // The session is valid either way; the extras only enrich the agent's screens.
            onDone: 'ready',
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    loggingOut: {
      entry: assign({
        redirectTo: ({ context, event }) =>
          logoutDestination({
            user: context.user,
            agency: context.agency,
            redirect: event.type === 'LOGOUT' ? event.redirect : null,
          }),
      }),
      invoke: {
        src: 'clearSession',
        // A failed clean-up must not leave the visitor stuck half signed in.
        onDone: 'redirecting',
        onError: 'redirecting',
      },
      exit: assign({ user: null }),
    },
    redirecting: {
      after: { logoutRedirectDelay: { target: 'signedOut', actions: 'redirect' } },
    },
  },
});
