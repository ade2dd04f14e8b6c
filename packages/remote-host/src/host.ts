// The host side of spec §4 "Host and remote applications": answers a remote's state-request with
// the shared state, re-sends each part when it changes, hands remote updates to the page state,
// starts the payment-gateway load on request and warns about `remote:` names it does not know.
import { MESSAGES, type UserProfile } from '@wl/core';
import { failureMessage } from '@wl/machines';
import {
  type AgencyPayload,
  type EventPayloads,
  HOST_EVENTS,
  HOST_STATE_EVENTS,
  type HostState,
  isUnknownRemoteEvent,
  type PaymentGatewayPayload,
  parsePayload,
  REMOTE_EVENTS,
  type ToastPayload,
} from './events.ts';

export interface RemoteHostOptions {
  /** Where the events travel: `window` on a page (DESIGN §3); any EventTarget in tests. */
  target?: EventTarget;
  /** The state to share from the start. */
  initial: HostState;
  /** A remote changed the user's profile: the page state takes it (spec §4). */
  onUserUpdated(user: UserProfile): void;
  /** A remote changed the agency: the page state takes it (spec §4). */
  onAgencyUpdated(agency: AgencyPayload): void;
  /** A remote asks for a toast (spec §2.9, §9): the page's toast region shows it. */
  onToast?(toast: ToastPayload): void;
  /** Spec §7 GET /api/getCurrentPaymentGateway. */
  loadPaymentGateway(): Promise<{ currentPaymentGateway: string | null }>;
  /** Where warnings go (unknown events, payloads that fail their schema). */
  logger?: Pick<Console, 'warn'>;
}

export interface RemoteHost {
  /** New values of the shared state: each part that changed is sent to the remotes again. */
  update(patch: Partial<HostState>): void;
  /** The state as the remotes last saw it. */
  state(): HostState;
  /** Stops listening; the target's own dispatchEvent comes back. */
  dispose(): void;
}

/** JSON data compared by value: a re-render that rebuilds an equal object sends nothing. */
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export function createRemoteHost(options: RemoteHostOptions): RemoteHost {
  const target = options.target ?? window;
  const logger = options.logger ?? console;
  let state: HostState = { ...options.initial };
  let gatewayLoad: Promise<void> | null = null;

  const send = <N extends keyof EventPayloads>(name: N, detail: EventPayloads[N]) => {
    target.dispatchEvent(new CustomEvent(name, { detail }));
  };

  const sendPart = (key: keyof HostState) => {
    send(HOST_STATE_EVENTS[key], state[key] as never);
  };

  /** Spec §4: a state-request is answered with agency, multicurrency, enabled countries and user. */
  const answerStateRequest = () => {
    sendPart('agency');
    sendPart('multicurrency');
    sendPart('enabledCountries');
    sendPart('user');
    // Not among the four of spec §4, but a remote cannot pick its texts without it.
    sendPart('language');
  };

  const checked = <N extends keyof EventPayloads>(name: N, event: Event) => {
    const parsed = parsePayload(name, (event as CustomEvent).detail);
    if (!parsed.ok) logger.warn(`[remote-host] ${name} ignored: ${parsed.problem}`);
    return parsed.ok ? parsed.value : null;
  };

  const onUserUpdated = (event: Event) => {
    const user = checked(REMOTE_EVENTS.userUpdated, event);
    if (user) options.onUserUpdated(user);
  };

  const onAgencyUpdated = (event: Event) => {
    const agency = checked(REMOTE_EVENTS.agencyUpdated, event);
    if (agency) options.onAgencyUpdated(agency);
  };

  const onToast = (event: Event) => {
    const toast = checked(REMOTE_EVENTS.toast, event);
    if (toast) options.onToast?.(toast);
  };

  /** One load at a time: requests that arrive while it runs share its answer. */
  const onPaymentGatewayRequest = () => {
    if (gatewayLoad) return;
    gatewayLoad = options
      .loadPaymentGateway()
      .then(
        ({ currentPaymentGateway }): PaymentGatewayPayload => ({ currentPaymentGateway }),
        (reason: unknown): PaymentGatewayPayload => ({
          currentPaymentGateway: null,
          error: failureMessage(reason, MESSAGES.loadFailedDefault),
        }),
      )
      .then((payload) => send(HOST_EVENTS.paymentGateway, payload))
      .finally(() => {
        gatewayLoad = null;
      });
  };

  const listeners: [string, (event: Event) => void][] = [
    [REMOTE_EVENTS.stateRequest, answerStateRequest],
    [REMOTE_EVENTS.userUpdated, onUserUpdated],
    [REMOTE_EVENTS.agencyUpdated, onAgencyUpdated],
    [REMOTE_EVENTS.paymentGatewayRequest, onPaymentGatewayRequest],
    [REMOTE_EVENTS.toast, onToast],
  ];
  for (const [name, listener] of listeners) target.addEventListener(name, listener);

  // A listener needs an event's name in advance, so an unknown `remote:` name can only be seen
  // where it is dispatched: the target's own dispatchEvent is wrapped (spec §4 "an unknown event
  // only gives a console warning"). It changes nothing else about the event.
  const ownDispatch = Object.hasOwn(target, 'dispatchEvent') ? target.dispatchEvent : undefined;
  const dispatch = target.dispatchEvent.bind(target);
  target.dispatchEvent = (event: Event) => {
    if (isUnknownRemoteEvent(event.type)) {
      logger.warn(`[remote-host] unknown event "${event.type}" ignored`);
    }
    return dispatch(event);
  };

  return {
    update(patch) {
      const changed = (Object.keys(patch) as (keyof HostState)[]).filter(
        (key) => patch[key] !== undefined && !sameValue(patch[key], state[key]),
      );
      if (changed.length === 0) return;
      state = { ...state, ...patch };
      for (const key of changed) sendPart(key);
    },
    state: () => state,
    dispose() {
      for (const [name, listener] of listeners) target.removeEventListener(name, listener);
      if (ownDispatch) target.dispatchEvent = ownDispatch;
      else delete (target as Partial<EventTarget>).dispatchEvent;
    },
  };
}
