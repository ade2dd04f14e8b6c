import {
  cssColor,
  FAQ_QUESTION_MIN_EXCLUSIVE,
  hasValidFaqQuestions,
  MESSAGES,
  printable,
} from '@wl/core';
import { assign, raise, setup } from 'xstate';
import { failureMessage, failureStatus, serverBody } from './failure.ts';
import { unprovided } from './unprovided.ts';

/** The settings pages that write the agency's config (/settings/website, product, payment). */
export type SiteSettingsSection = 'website' | 'product' | 'payment';

/**
 * A page's fields in the shape its write takes (`{ agency: { primaryColor }, about: {…} }`), as
 * the API's GET answers them: the problems it reports name the same paths.
 */
export type SettingsFields = Record<string, unknown>;

/** What a settings page opens on: its fields and the version to send back as `baseVersion`. */
export interface SettingsEditor {
  version: number;
  settings: SettingsFields;
  /**
   * Parts of the config the page shows but does not edit (the platform's), in the config's
   * shape: the Website page's header links, which its preview draws beside the agency's own.
   */
  readOnly?: SettingsFields;
}

export type SettingsPublishStatus = 'queued' | 'building' | 'published' | 'failed';

/** One stored version of the agency's config (api-client `ConfigVersion`). */
export interface SettingsVersion {
  number: number;
  source: 'file' | 'settings' | 'restore';
  restoredFrom: number | null;
  savedBy: { userId: number | null; email: string } | null;
  savedAt: string;
  changes: string[];
  status: SettingsPublishStatus;
  failure: string | null;
}

/** GET publish-status (api-client `PublishStatusAnswer`). */
export interface SettingsPublishAnswer {
  latest: SettingsVersion;
  publishedVersion: number | null;
  /** False when the API builds nothing: a save then stays queued, so polling is pointless. */
  publishing: boolean;
}

/** A field's problem, by the config path the validator names (`agency.primaryColor`). */
export type FieldIssues = Record<string, string>;

export interface SiteSettingsInput {
  section: SiteSettingsSection;
}

export interface SiteSettingsContext {
  section: SiteSettingsSection;
  /** The version the page is on: the `baseVersion` of the next write. */
  version: number | null;
  /** The fields as last loaded or saved. */
  saved: SettingsFields;
  /** The fields as the form shows them. */
  draft: SettingsFields;
  dirty: boolean;
  issues: FieldIssues;
  /** Counts refused saves, so a view moves focus to the first refused field once per refusal. */
  refused: number;
  /** Preview addresses of images uploaded into the draft, by path. */
  previews: Record<string, string>;
  /** What the page shows but does not edit (`SettingsEditor.readOnly`). */
  readOnly: SettingsFields;
  /** The version the last save or restore stored, as publishing reports it. */
  stored: SettingsVersion | null;
  /** The image field an upload under way is for (`agency.logo`, `agency.favicon`, `about.image`). */
  uploadingPath: string | null;
  /** A restore under way or to retry: that version's number. */
  restoring: number | null;
  /** The server's message of a failed load, save or publish (spec §8 default otherwise). */
  error: string | null;
  versions: SettingsVersion[];
  historyError: string | null;
}

export type SiteSettingsEvent =
  /** A field changed: `path` is the config path (`agency.primaryColor`). */
  | { type: 'EDIT'; path: string; value: unknown }
  | { type: 'SAVE' }
  /** An image file chosen for `path` (`agency.logo`): uploaded, then its ref goes in the draft. */
  | { type: 'UPLOAD'; path: string; file: Blob }
  /** Store an older version's config again (it is published like a save). */
  | { type: 'RESTORE'; number: number }
  /** After a conflict or a failed load: open the page again on the latest version. */
  | { type: 'RELOAD' }
  /** After a failed save or restore (network): send it again. */
  | { type: 'RETRY' }
  | { type: 'HISTORY_REFRESH' };

/** How often a stored version's build is asked about while it is queued or building. */
export const PUBLISH_POLL_MS = 1000;

/**
 * Spec §5: the FAQ page shows its questions only when every one is longer than 3 characters, so
 * a shorter one would hide them all; the validator takes it, the page refuses it before sending.
 */
export const FAQ_QUESTION_TOO_SHORT = `a question must be longer than ${FAQ_QUESTION_MIN_EXCLUSIVE} characters: while one is shorter, the FAQ page shows none of them (spec §5)`;

/** core's agency config rules (layer 2 of the schema), said before sending rather than after. */
export const USD_REQUIRED = 'must include "USD", the fallback currency (spec §4, §9)';
export const ANALYTICS_WITHOUT_IDS =
  'analytics is enabled but neither googleAnalyticsId nor facebookAnalyticsId is set';

export const ONE_ACTIVE_BOOKING_TYPE = 'at least one booking type must be active';

/**
 * A config path's keys: `faq.questions[0].question` (the validator's form) and
 * `faq.questions.0.question` both give `['faq', 'questions', 0, 'question']`.
 */
export function pathKeys(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) {
      keys.push(part);
      continue;
    }
    if (match[1]) keys.push(/^\d+$/.test(match[1]) ? Number(match[1]) : match[1]);
    for (const index of match[2]?.matchAll(/\[(\d+)\]/g) ?? []) keys.push(Number(index[1]));
  }
  return keys;
}

export function valueAt(fields: SettingsFields, path: string): unknown {
  let at: unknown = fields;
  for (const key of pathKeys(path)) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

function withKeys(at: unknown, keys: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = keys;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    // An item of a list (a FAQ question): the list is copied with that item changed.
    const list = Array.isArray(at) ? [...at] : [];
    list[head] = withKeys(list[head], rest, value);
    return list;
  }
  const record = typeof at === 'object' && at !== null && !Array.isArray(at) ? at : {};
  return {
    ...(record as SettingsFields),
    [head]: withKeys((record as SettingsFields)[head], rest, value),
  };
}

function withValue(fields: SettingsFields, path: string, value: unknown): SettingsFields {
  const keys = pathKeys(path);
  if (keys.length === 0) return fields;
  return withKeys(fields, keys, value) as SettingsFields;
}

/**
 * An edit at `path` answers the problems of that field, of what is inside it (a question of the
 * list) and of what holds it (`agency.analytics` when one of its ids changes).
 */
function withoutIssuesOf(issues: FieldIssues, path: string): FieldIssues {
  const keys = pathKeys(path).join('.');
  const out: FieldIssues = {};
  for (const [at, message] of Object.entries(issues)) {
    const other = pathKeys(at).join('.');
    const related = other === keys || other.startsWith(`${keys}.`) || keys.startsWith(`${other}.`);
    if (!related) out[at] = message;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The write body: only the fields the draft changed, each whole (lists and objects are replaced
 * whole by the API), so a save never re-sends a value someone else's page owns.
 */
export function changedFields(saved: SettingsFields, draft: SettingsFields): SettingsFields {
  const out: SettingsFields = {};
  for (const [key, value] of Object.entries(draft)) {
    const before = saved[key];
    const nested =
      typeof value === 'object' && value !== null && !Array.isArray(value) && before !== null;
    if (!nested) {
      if (!same(before, value)) out[key] = value;
      continue;
    }
    const inner: SettingsFields = {};
    const was = (before ?? {}) as SettingsFields;
    for (const [field, fieldValue] of Object.entries(value as SettingsFields)) {
      if (!same(was[field], fieldValue)) inner[field] = fieldValue;
    }
    if (Object.keys(inner).length > 0) out[key] = inner;
  }
  return out;
}

/**
 * What is cheap to refuse before sending, with the message the config validator gives for it
 * (`npm run agency -- validate` and the API): the API still validates the whole config.
 */
export function draftIssues(section: SiteSettingsSection, draft: SettingsFields): FieldIssues {
  const issues: FieldIssues = {};
  if (section === 'website') {
    const colour = valueAt(draft, 'agency.primaryColor');
    if (typeof colour === 'string') {
      const parsed = cssColor.safeParse(colour);
      const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
      if (message) {
        const shown = colour.length > 40 ? `${colour.slice(0, 40)}…` : colour;
        issues['agency.primaryColor'] = `${message}, got ${printable(shown)}`;
      }
    }
  }
  if (section === 'website') {
    const questions = valueAt(draft, 'faq.questions');
    if (Array.isArray(questions)) {
      questions.forEach((item, index) => {
        const question = typeof item?.question === 'string' ? item.question : '';
        if (!hasValidFaqQuestions([{ question }])) {
          issues[`faq.questions[${index}].question`] = FAQ_QUESTION_TOO_SHORT;
        }
      });
    }
    const languages = valueAt(draft, 'languages');
    if (Array.isArray(languages) && languages.length === 0) {
      issues.languages = 'list at least one language';
    }
    const currencies = valueAt(draft, 'currencies');
    if (Array.isArray(currencies) && !currencies.includes('USD')) {
      issues.currencies = USD_REQUIRED;
    }
    const analytics = valueAt(draft, 'agency.analytics') as
      | { isEnabled?: unknown; googleAnalyticsId?: unknown; facebookAnalyticsId?: unknown }
      | undefined;
    if (
      analytics?.isEnabled === true &&
      !analytics.googleAnalyticsId &&
      !analytics.facebookAnalyticsId
    ) {
      issues['agency.analytics'] = ANALYTICS_WITHOUT_IDS;
    }
  }
  if (section === 'product') {
    const options = valueAt(draft, 'agency.bookingMenuItemOptions');
    if (Array.isArray(options) && !options.some((option) => option?.active === true)) {
      issues['agency.bookingMenuItemOptions'] = ONE_ACTIVE_BOOKING_TYPE;
    }
  }
  return issues;
}

/** A 400's `issues` ([{ path, message }]) by path; the first message of a path wins. */
function issuesOf(reason: unknown): FieldIssues | null {
  if (failureStatus(reason) !== 400) return null;
  const body = serverBody(reason);
  const list = typeof body === 'object' && body !== null && 'issues' in body ? body.issues : null;
  if (!Array.isArray(list) || list.length === 0) return null;
  const issues: FieldIssues = {};
  for (const issue of list) {
    if (typeof issue?.path === 'string' && typeof issue?.message === 'string') {
      issues[issue.path] ??= issue.message;
    }
  }
  return Object.keys(issues).length > 0 ? issues : null;
}

const isConflict = (reason: unknown) => {
  const body = serverBody(reason);
  return (
    failureStatus(reason) === 409 ||
    (typeof body === 'object' &&
      body !== null &&
      'code' in body &&
      body.code === 'VERSION_CONFLICT')
  );
};

/** Where the stored version stands, from the publish status (a newer save may have followed). */
function buildOf(
  stored: SettingsVersion | null,
  answer: SettingsPublishAnswer,
): SettingsPublishStatus | 'notBuilding' {
  if (!stored) return 'published';
  const own = answer.latest.number === stored.number ? answer.latest.status : null;
  if (own === 'published' || own === 'failed') return own;
  if (answer.publishedVersion !== null && answer.publishedVersion >= stored.number) {
    return 'published';
  }
  return answer.publishing ? 'building' : 'notBuilding';
}

const errorOf = ({ event }: { event: { error: unknown } }) =>
  failureMessage(event.error, MESSAGES.genericFallback);

/**
 * A settings page that writes the agency's config: it opens on the latest version, keeps a draft,
 * refuses what core's rules refuse before sending, saves with the version it opened on (409 when
 * another tab saved first), then follows the stored version's build until it is live or failed.
 * The history of versions loads beside it, and any of them can be restored (published again).
 */
export const siteSettingsMachine = setup({
  types: {
    input: {} as SiteSettingsInput,
    context: {} as SiteSettingsContext,
    events: {} as SiteSettingsEvent,
  },
  actors: {
    /** Injected: GET /api/agency/settings/<section> (`settingsEditor`). */
    load: unprovided<SettingsEditor, SiteSettingsSection>('load'),
    /** Injected: PUT the page's changed fields with `baseVersion`. */
    save: unprovided<
      SettingsVersion,
      { section: SiteSettingsSection; baseVersion: number; fields: SettingsFields }
    >('save'),
    /** Injected: POST versions/:number/restore. */
    restore: unprovided<SettingsVersion, { number: number; baseVersion: number }>('restore'),
    /** Injected: GET publish-status. */
    publishStatus: unprovided<SettingsPublishAnswer>('publishStatus'),
    /** Injected: GET versions, the newest first. */
    history: unprovided<SettingsVersion[]>('history'),
    /** Injected: POST images; resolves with the ref for the config and a preview address. */
    upload: unprovided<{ ref: string; url: string }, { file: Blob }>('upload'),
  },
  guards: {
    draftIsValid: ({ context }) =>
      Object.keys(draftIssues(context.section, context.draft)).length === 0,
    isDirty: ({ context }) => context.dirty,
    refusedWithIssues: ({ event }) => issuesOf((event as { error?: unknown }).error) !== null,
    isConflict: ({ event }) => isConflict((event as { error?: unknown }).error),
    noIssuesLeft: ({ context }) => Object.keys(context.issues).length === 0,
    retriesRestore: ({ context }) => context.restoring !== null,
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const draft = withValue(context.draft, event.path, event.value);
      const issues = withoutIssuesOf(context.issues, event.path);
      return { draft, dirty: !same(draft, context.saved), issues };
    }),
    refuseDraft: assign({
      issues: ({ context }) => draftIssues(context.section, context.draft),
      refused: ({ context }) => context.refused + 1,
    }),
    opened: assign(({ event }) => {
      const editor = (event as unknown as { output: SettingsEditor }).output;
      return {
        version: editor.version,
        saved: editor.settings,
        draft: editor.settings,
        readOnly: editor.readOnly ?? {},
        dirty: false,
        issues: {},
        previews: {},
        error: null,
      };
    }),
    refreshHistory: raise({ type: 'HISTORY_REFRESH' }),
  },
  delays: { poll: PUBLISH_POLL_MS },
}).createMachine({
  id: 'siteSettings',
  type: 'parallel',
  context: ({ input }) => ({
    section: input.section,
    version: null,
    saved: {},
    draft: {},
    dirty: false,
    issues: {},
    refused: 0,
    previews: {},
    readOnly: {},
    stored: null,
    uploadingPath: null,
    restoring: null,
    error: null,
    versions: [],
    historyError: null,
  }),
  states: {
    form: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          entry: assign({ error: null, restoring: null }),
          invoke: {
            src: 'load',
            input: ({ context }) => context.section,
            onDone: { target: 'editing', actions: 'opened' },
            onError: { target: 'loadFailed', actions: assign({ error: errorOf }) },
          },
        },
        loadFailed: { on: { RELOAD: 'loading', RETRY: 'loading' } },
        editing: {
          on: {
            EDIT: { actions: 'edit' },
            SAVE: [
              { guard: 'draftIsValid', target: 'saving' },
              { target: 'invalid', actions: 'refuseDraft' },
            ],
            UPLOAD: 'uploading',
            RESTORE: 'restoring',
          },
        },
        /** Some fields are refused (by the guards before sending, or by the API): each says why. */
        invalid: {
          always: { guard: 'noIssuesLeft', target: 'editing' },
          on: {
            EDIT: { actions: 'edit' },
            SAVE: [
              { guard: 'draftIsValid', target: 'saving' },
              { actions: 'refuseDraft', reenter: true, target: 'invalid' },
            ],
            UPLOAD: 'uploading',
            RESTORE: 'restoring',
          },
        },
        uploading: {
          tags: ['busy'],
          on: { EDIT: { actions: 'edit' } },
          invoke: {
            src: 'upload',
            input: ({ event }) => ({ file: event.type === 'UPLOAD' ? event.file : new Blob() }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => {
                const path = context.uploadingPath ?? '';
                const draft = withValue(context.draft, path, event.output.ref);
                const issues = withoutIssuesOf(context.issues, path);
                return {
                  draft,
                  dirty: !same(draft, context.saved),
                  issues,
                  previews: { ...context.previews, [path]: event.output.url },
                };
              }),
            },
            onError: {
              target: 'invalid',
              actions: assign(({ context, event }) => ({
                issues: {
                  ...context.issues,
                  [context.uploadingPath ?? '']: failureMessage(
                    event.error,
                    MESSAGES.genericFallback,
                  ),
                },
              })),
            },
          },
          entry: assign({
            uploadingPath: ({ event }) => (event.type === 'UPLOAD' ? event.path : null),
          }),
        },
        saving: {
          tags: ['busy'],
          entry: assign({ error: null, issues: {}, restoring: null }),
          invoke: {
            src: 'save',
            input: ({ context }) => ({
              section: context.section,
              baseVersion: context.version ?? 0,
              fields: changedFields(context.saved, context.draft),
            }),
            onDone: {
              target: 'publishing',
              actions: [
                assign(({ context, event }) => ({
                  stored: event.output,
                  version: event.output.number,
                  saved: context.draft,
                  dirty: false,
                })),
                'refreshHistory',
              ],
            },
            onError: [
              {
                guard: 'refusedWithIssues',
                target: 'invalid',
                actions: assign({
                  issues: ({ event }) => issuesOf(event.error) ?? {},
                  refused: ({ context }) => context.refused + 1,
                }),
              },
              { guard: 'isConflict', target: 'conflict', actions: assign({ error: errorOf }) },
              { target: 'failed', actions: assign({ error: errorOf }) },
            ],
          },
        },
        restoring: {
          tags: ['busy'],
          entry: assign({
            error: null,
            restoring: ({ context, event }) =>
              event.type === 'RESTORE' ? event.number : context.restoring,
          }),
          invoke: {
            src: 'restore',
            input: ({ context }) => ({
              number: context.restoring ?? 0,
              baseVersion: context.version ?? 0,
            }),
            onDone: {
              target: 'reopening',
              actions: [
                assign({ stored: ({ event }) => event.output, restoring: null }),
                'refreshHistory',
              ],
            },
            onError: [
              { guard: 'isConflict', target: 'conflict', actions: assign({ error: errorOf }) },
              { target: 'failed', actions: assign({ error: errorOf }) },
            ],
          },
        },
        /** A restore replaced the config: the form opens on it before following its build. */
        reopening: {
          tags: ['busy'],
          invoke: {
            src: 'load',
            input: ({ context }) => context.section,
            onDone: { target: 'publishing', actions: 'opened' },
            onError: { target: 'loadFailed', actions: assign({ error: errorOf }) },
          },
        },
        /** Stored; its build is queued or running: asked about every PUBLISH_POLL_MS. */
        publishing: {
          initial: 'waiting',
          // Editing goes on while the build runs; the page keeps following it until a new save.
          on: {
            EDIT: { actions: 'edit' },
            SAVE: [
              { guard: 'draftIsValid', target: 'saving' },
              { target: 'invalid', actions: 'refuseDraft' },
            ],
            RESTORE: 'restoring',
          },
          states: {
            waiting: { after: { poll: 'checking' } },
            checking: {
              invoke: {
                src: 'publishStatus',
                onDone: [
                  {
                    guard: ({ context, event }) =>
                      buildOf(context.stored, event.output) === 'published',
                    target: '#siteSettings.form.published',
                  },
                  {
                    guard: ({ context, event }) =>
                      buildOf(context.stored, event.output) === 'failed',
                    target: '#siteSettings.form.publishFailed',
                    actions: assign({
                      error: ({ event }) => event.output.latest.failure ?? MESSAGES.genericFallback,
                    }),
                  },
                  {
                    guard: ({ context, event }) =>
                      buildOf(context.stored, event.output) === 'notBuilding',
                    target: '#siteSettings.form.saved',
                  },
                  { target: 'waiting' },
                ],
                // A lost answer says nothing about the build: ask again on the next beat.
                onError: { target: 'waiting' },
              },
            },
          },
        },
        /** Stored, but this API builds nothing: the version stays queued for a publisher. */
        saved: {
          entry: 'refreshHistory',
          on: {
            EDIT: { target: 'editing', actions: 'edit' },
            UPLOAD: 'uploading',
            RESTORE: 'restoring',
          },
        },
        published: {
          entry: 'refreshHistory',
          on: {
            EDIT: { target: 'editing', actions: 'edit' },
            UPLOAD: 'uploading',
            RESTORE: 'restoring',
          },
        },
        /** The build failed: the site keeps serving the version before; `error` says why. */
        publishFailed: {
          entry: 'refreshHistory',
          on: {
            EDIT: { target: 'editing', actions: 'edit' },
            UPLOAD: 'uploading',
            RESTORE: 'restoring',
          },
        },
        /** Another tab saved first: the draft is built on an old version and cannot be sent. */
        conflict: { on: { RELOAD: 'loading' } },
        /** The save or restore did not get through (network, 403, 5xx): the draft is kept. */
        failed: {
          on: {
            EDIT: { target: 'editing', actions: 'edit' },
            RETRY: [{ guard: 'retriesRestore', target: 'restoring' }, { target: 'saving' }],
            RESTORE: 'restoring',
          },
        },
      },
    },
    history: {
      initial: 'loading',
      on: { HISTORY_REFRESH: '.loading' },
      states: {
        loading: {
          invoke: {
            src: 'history',
            onDone: {
              target: 'loaded',
              actions: assign({ versions: ({ event }) => event.output, historyError: null }),
            },
            onError: { target: 'failed', actions: assign({ historyError: errorOf }) },
          },
        },
        loaded: {},
        failed: {},
      },
    },
  },
});
