// The host/remote event contract of spec §4 and DESIGN §3 "Host and remote events": CustomEvents
// dispatched on `window`, payload in `detail`. Every name and payload is defined here once; the
// host side (host.ts), the remote side (remote.ts) and docs/remotes.md all follow this module.
import {
  type Agency,
  type CountryCurrency,
  countryCurrencySchema,
  type LanguageCode,
  languageCode,
  type MultiCurrencyState,
  multiCurrencyStateSchema,
  type UserProfile,
  userProfileSchema,
  z,
} from '@wl/core';

/** Events a remote sends to the host. */
export const REMOTE_EVENTS = {
  stateRequest: 'remote:state-request',
  userUpdated: 'remote:user-updated',
  agencyUpdated: 'remote:agency-updated',
  paymentGatewayRequest: 'remote:payment-gateway-request',
  toast: 'remote:toast',
} as const;

/** Events the host sends to its remotes. */
export const HOST_EVENTS = {
  agency: 'host:agency',
  multicurrency: 'host:multicurrency',
  enabledCountries: 'host:enabled-countries',
  user: 'host:user',
  language: 'host:language',
  paymentGateway: 'host:payment-gateway',
} as const;

/** Every remote-to-host name starts with this; any other name after it is unknown (spec §4). */
export const REMOTE_EVENT_PREFIX = 'remote:';

export type RemoteEventName = (typeof REMOTE_EVENTS)[keyof typeof REMOTE_EVENTS];
export type HostEventName = (typeof HOST_EVENTS)[keyof typeof HOST_EVENTS];

/**
 * The agency as the host shares it. The host sends its whole client config agency; the check
 * holds remotes to the fields that identify it and lets the rest through, so a platform field the
 * shell does not know yet never makes an update bounce.
 */
export const agencyPayloadSchema = z.looseObject({
  agencyName: z.string().check(z.minLength(1)),
  subdomain: z.string().check(z.minLength(1)),
});
export type AgencyPayload = Pick<Agency, 'agencyName' | 'subdomain'> & Partial<Agency>;

/** Spec §7 GET /api/getCurrentPaymentGateway, or the failure the host met asking for it. */
export const paymentGatewayPayloadSchema = z.object({
  currentPaymentGateway: z.nullable(z.string()),
  /** Set when the call failed: the server's message or spec §8 'something went wrong'. */
  error: z.optional(z.string()),
});
export type PaymentGatewayPayload = z.infer<typeof paymentGatewayPayloadSchema>;

/** Toast tones, as the shell's toasts show them (machines `ToastTone`). */
export const TOAST_TONES = ['info', 'success', 'warning', 'error'] as const;

/**
 * A toast a remote asks the host to show top-right for 5 s (spec §2.9, §9), e.g. the failures
 * spec §8 lists as messages: 'Failed to fetch suggestions', 'Failed to fetch regions and
 * subregions', a resort release's 'Internal Server Error'. A spec §8 message in its English words
 * (core `MESSAGES`) is shown in the visitor's language; any other text (a server's message) as sent.
 */
export const toastPayloadSchema = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  /** @default 'info' */
  tone: z.optional(z.enum(TOAST_TONES)),
});
export type ToastPayload = z.infer<typeof toastPayloadSchema>;

/** No payload: the event itself is the request. Anything in `detail` is ignored. */
const noPayload = z.unknown();

/** Payload schema per event name: what `detail` must satisfy for the receiver to act on it. */
export const EVENT_SCHEMAS = {
  [REMOTE_EVENTS.stateRequest]: noPayload,
  [REMOTE_EVENTS.userUpdated]: userProfileSchema,
  [REMOTE_EVENTS.agencyUpdated]: agencyPayloadSchema,
  [REMOTE_EVENTS.paymentGatewayRequest]: noPayload,
  [REMOTE_EVENTS.toast]: toastPayloadSchema,
  [HOST_EVENTS.agency]: agencyPayloadSchema,
  [HOST_EVENTS.multicurrency]: multiCurrencyStateSchema,
  [HOST_EVENTS.enabledCountries]: z.array(countryCurrencySchema),
  /** Null when signed out. */
  [HOST_EVENTS.user]: z.nullable(userProfileSchema),
  [HOST_EVENTS.language]: languageCode,
  [HOST_EVENTS.paymentGateway]: paymentGatewayPayloadSchema,
} as const;

/** The `detail` type of each event, for remote authors and the host alike. */
export interface EventPayloads {
  'remote:state-request': undefined;
  'remote:user-updated': UserProfile;
  'remote:agency-updated': AgencyPayload;
  'remote:payment-gateway-request': undefined;
  'remote:toast': ToastPayload;
  'host:agency': AgencyPayload;
  'host:multicurrency': MultiCurrencyState;
  'host:enabled-countries': CountryCurrency[];
  'host:user': UserProfile | null;
  'host:language': LanguageCode;
  'host:payment-gateway': PaymentGatewayPayload;
}

export type ProtocolEventName = keyof EventPayloads;

/** The state the host shares with remotes (spec §3 host-shared state). */
export interface HostState {
  agency: AgencyPayload;
  multicurrency: MultiCurrencyState;
  enabledCountries: CountryCurrency[];
  user: UserProfile | null;
  language: LanguageCode;
}

/** Which host event carries which part of the host state. */
export const HOST_STATE_EVENTS = {
  agency: HOST_EVENTS.agency,
  multicurrency: HOST_EVENTS.multicurrency,
  enabledCountries: HOST_EVENTS.enabledCountries,
  user: HOST_EVENTS.user,
  language: HOST_EVENTS.language,
} as const satisfies Record<keyof HostState, HostEventName>;

export type ParsedPayload<N extends ProtocolEventName> =
  | { ok: true; value: EventPayloads[N] }
  | { ok: false; problem: string };

/** Checks an event's `detail` against its schema; the problem names the first bad field. */
export function parsePayload<N extends ProtocolEventName>(
  name: N,
  detail: unknown,
): ParsedPayload<N> {
  const result = EVENT_SCHEMAS[name].safeParse(detail);
  if (result.success) return { ok: true, value: result.data as EventPayloads[N] };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'detail';
  return { ok: false, problem: `${where}: ${issue?.message ?? 'invalid'}` };
}

/** A protocol event, its payload in `detail` (DESIGN §3). */
export function protocolEvent<N extends ProtocolEventName>(
  name: N,
  ...detail: EventPayloads[N] extends undefined ? [] : [EventPayloads[N]]
): CustomEvent<EventPayloads[N]> {
  return new CustomEvent(name, { detail: detail[0] as EventPayloads[N] });
}

const KNOWN_REMOTE_EVENTS: ReadonlySet<string> = new Set(Object.values(REMOTE_EVENTS));

/** A `remote:` name the contract does not define (spec §4: it only gives a console warning). */
export function isUnknownRemoteEvent(name: string): boolean {
  return name.startsWith(REMOTE_EVENT_PREFIX) && !KNOWN_REMOTE_EVENTS.has(name);
}
