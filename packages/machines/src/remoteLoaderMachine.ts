import { type ChunkFailureType, chunkLoadFailedMessage, MESSAGES, TIMINGS } from '@wl/core';
import { assign, setup } from 'xstate';
import { unprovided } from './unprovided.ts';

export interface RemoteLoaderInput {
  /** The remote to load, as the agency config names it (main, resort, blog…). */
  remote: string;
  /** The chunk named in 'Loading chunk {n} failed'; the remote's name when not given. */
  chunk?: string | number;
}

/** How the injected loader reports what went wrong, so the machine can pick the spec §8 text. */
export type RemoteLoadFailure =
  | { reason: 'script' }
  | { reason: 'container' }
  | { reason: 'component' }
  | { reason: 'chunk'; chunk: string | number; type: ChunkFailureType };

export interface RemoteLoadError {
  message: string;
  /** Set for chunk failures only (spec §8 "with type missing or timeout"). */
  type?: ChunkFailureType;
}

export interface RemoteLoaderContext {
  remote: string;
  chunk: string | number;
  /** Whatever the remote's container `get` returned (its module factory's result). */
  module: unknown;
  error: RemoteLoadError | null;
}

export type RemoteLoaderEvent =
  | { type: 'RETRY' }
  /** The loaded remote threw while mounting, or reported a failure after it (spec §8). */
  | { type: 'MOUNT_FAILED' };

function isFailure(reason: unknown): reason is RemoteLoadFailure {
  return typeof reason === 'object' && reason !== null && 'reason' in reason;
}

/** Spec §8 messages; anything unrecognised is a remote component failure. */
export function remoteLoadError(reason: unknown): RemoteLoadError {
  if (!isFailure(reason)) return { message: MESSAGES.remoteComponentFailed };
  switch (reason.reason) {
    case 'script':
      return { message: MESSAGES.scriptLoadFailed };
    case 'container':
      return { message: MESSAGES.containerMissing };
    case 'component':
      return { message: MESSAGES.remoteComponentFailed };
    case 'chunk':
      return { message: chunkLoadFailedMessage(reason.chunk), type: reason.type };
  }
}

/** Loading one remote application (spec §4 script loading, §8). */
export const remoteLoaderMachine = setup({
  types: {
    input: {} as RemoteLoaderInput,
    context: {} as RemoteLoaderContext,
    events: {} as RemoteLoaderEvent,
  },
  actors: {
    /** Injected: loads the script, initialises the container, gets the module. */
    loadRemote: unprovided<unknown, { remote: string }>('loadRemote'),
  },
  delays: {
    scriptLoadTimeout: TIMINGS.scriptLoadTimeoutMs,
  },
}).createMachine({
  id: 'remoteLoader',
  context: ({ input }) => ({
    remote: input.remote,
    chunk: input.chunk ?? input.remote,
    module: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ error: null }),
      invoke: {
        src: 'loadRemote',
        input: ({ context }) => ({ remote: context.remote }),
        onDone: { target: 'loaded', actions: assign({ module: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => remoteLoadError(event.error) }),
        },
      },
      // Leaving the state stops the loader, so an answer after the time-out is ignored.
      after: {
        scriptLoadTimeout: {
          target: 'failed',
          actions: assign({
            error: ({ context }) => ({
              message: chunkLoadFailedMessage(context.chunk),
              type: 'timeout' as const,
            }),
          }),
        },
      },
    },
    loaded: {
      on: {
        MOUNT_FAILED: {
          target: 'failed',
          actions: assign({ error: () => ({ message: MESSAGES.remoteComponentFailed }) }),
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
  },
});
