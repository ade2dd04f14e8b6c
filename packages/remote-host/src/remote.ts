// The remote side of spec §4, for remote authors: listen to the host's state, ask for it, and
// tell the host about changes. Payloads are checked against the same schemas the host uses.
import type { UserProfile } from '@wl/core';
import {
  type AgencyPayload,
  type EventPayloads,
  HOST_STATE_EVENTS,
  type HostEventName,
  type HostState,
  parsePayload,
  protocolEvent,
  REMOTE_EVENTS,
  type ToastPayload,
} from './events.ts';

export interface RemoteClientOptions {
  /** Where the events travel: `window` on a page (DESIGN §3). */
  target?: EventTarget;
  /** Where warnings about payloads that fail their schema go. */
  logger?: Pick<Console, 'warn'>;
}

export interface RemoteClient {
  /** Calls `listener` with each valid payload of a host event; returns the way to stop. */
  on<N extends HostEventName>(name: N, listener: (payload: EventPayloads[N]) => void): () => void;
  /** remote:state-request: the host answers with its whole shared state. */
  requestState(): void;
  /** remote:user-updated: the profile changed (the host's header shows it). */
  updateUser(user: UserProfile): void;
  /** remote:agency-updated. */
  updateAgency(agency: AgencyPayload): void;
  /** remote:payment-gateway-request: the host answers with host:payment-gateway. */
  requestPaymentGateway(): void;
  /**
   * remote:toast: the host shows `message` top-right for 5 s (spec §2.9, §9). Give a spec §8
   * message in its English words (core `MESSAGES`) to have it translated.
   */
  showToast(message: string, tone?: ToastPayload['tone']): void;
}

export function createRemoteClient(options: RemoteClientOptions = {}): RemoteClient {
  const target = options.target ?? window;
  const logger = options.logger ?? console;
  return {
    on(name, listener) {
      const handle = (event: Event) => {
        const parsed = parsePayload(name, (event as CustomEvent).detail);
        if (parsed.ok) listener(parsed.value);
        else logger.warn(`[remote] ${name} ignored: ${parsed.problem}`);
      };
      target.addEventListener(name, handle);
      return () => target.removeEventListener(name, handle);
    },
    requestState: () => target.dispatchEvent(protocolEvent(REMOTE_EVENTS.stateRequest)),
    updateUser: (user) => target.dispatchEvent(protocolEvent(REMOTE_EVENTS.userUpdated, user)),
    updateAgency: (agency) =>
      target.dispatchEvent(protocolEvent(REMOTE_EVENTS.agencyUpdated, agency)),
    requestPaymentGateway: () =>
      target.dispatchEvent(protocolEvent(REMOTE_EVENTS.paymentGatewayRequest)),
    showToast: (message, tone) =>
      target.dispatchEvent(
        protocolEvent(REMOTE_EVENTS.toast, tone === undefined ? { message } : { message, tone }),
      ),
  };
}

export interface HostStateWatch {
  /** What the host has sent so far (a part is missing until its first event). */
  current(): Partial<HostState>;
  stop(): void;
}

/**
 * The usual start of a remote: listen to every part of the host state, then ask for it. `onChange`
 * gets the whole state received so far after each event, so a view can render from it directly.
 */
export function watchHostState(
  onChange: (state: Partial<HostState>) => void,
  options: RemoteClientOptions = {},
): HostStateWatch {
  const client = createRemoteClient(options);
  let state: Partial<HostState> = {};
  const stops = (Object.keys(HOST_STATE_EVENTS) as (keyof HostState)[]).map((key) =>
    client.on(HOST_STATE_EVENTS[key], (value) => {
      state = { ...state, [key]: value };
      onChange(state);
    }),
  );
  client.requestState();
  return {
    current: () => state,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

// What a remote author needs beside the client, from one place (the published SDK,
// packages/remote-sdk, is this module bundled): the contract's events and schemas, the address
// sharing, `mount`'s types, the libraries the host shares, and the core rules and types a
// payload is read with.
export {
  type Agency,
  type CountryCurrency,
  convertFromUsd,
  convertToUsd,
  countryCurrencySchema,
  DEEP_LINK_KEYS,
  type DeepLinks,
  type ExchangeRates,
  LANGUAGE_CODES,
  type LanguageCode,
  languageCode,
  MESSAGES,
  type MultiCurrencyState,
  multiCurrencyStateSchema,
  RTL_LANGUAGES,
  type UserProfile,
  userProfileSchema,
} from '@wl/core';
export * from './events.ts';
export * from './location.ts';
export {
  isRemoteModule,
  type LanguageTexts,
  REMOTE_EXPOSE,
  type RemoteModule,
  type RemoteMountContext,
} from './mount.ts';
export * from './shared.ts';
