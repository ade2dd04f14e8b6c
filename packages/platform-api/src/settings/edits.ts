import {
  type AgencyConfig,
  type ConfigProblem,
  isHttpUrl,
  knownKeysAt,
  validateConfigText,
} from '@wl/core';
import { assetProblem, assetReferences } from '@wl/core/node';
import type { Issue } from '../http/errors.ts';
import { UPLOADS_FOLDER, uploadProblem } from './images.ts';

/** The settings pages that write the agency's config (spec §2.1 /settings/…). */
export type SettingsSection = 'website' | 'product' | 'payment';

type Editable = { agency?: readonly string[]; about?: readonly string[]; faq?: readonly string[] };

/**
 * What each page may change, as config paths: a write's body is a part of the config in the
 * config's own shape, so every problem the validator reports points at the field that was sent.
 * Everything else in the config (subdomain, status, SSO, the non-login flow, navigation, …) is
 * the platform's, not the agency's.
 */
const EDITABLE: Record<SettingsSection, Editable & { top?: readonly string[] }> = {
  website: {
    agency: [
      'agencyName',
      'logo',
      'logoMobile',
      'favicon',
      'primaryColor',
      'privacyPolicy',
      'cookiesPolicy',
      'disclaimer',
      'contactPhoneNumber',
      'displaySupportPhoneFooter',
      'contactEmailId',
      'displayAddressFooter',
      'addressLine1',
      'city',
      'state',
      'country',
      'zipCode',
      'linkedin',
      'instagram',
      'facebook',
      'twitter',
      'youtube',
      'discord',
      'tiktok',
      'analytics',
      'isHideLoginOption',
      'isHideSignupOption',
      'isAbousUsEnable',
      'aboutUsEnableTitle',
      'isFaqEnable',
      'faqEnableTitle',
    ],
    about: ['isEnabled', 'title', 'image', 'content'],
    faq: ['isEnabled', 'headerMessage', 'questions'],
    top: ['languages', 'currencies'],
  },
  product: { agency: ['bookingMenuItemOptions'] },
  payment: { agency: ['currentPaymentGateway', 'acceptedPaymentMethods'] },
};

const SECTION_NAMES: Record<SettingsSection, string> = {
  website: 'Website',
  product: 'Product',
  payment: 'Payment',
};

const OBJECT_KEYS = ['agency', 'about', 'faq'] as const;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets an own key, `__proto__` included (plain assignment would change the prototype). */
function setOwn(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function pick(source: Json, keys: readonly string[] | undefined): Json {
  const out: Json = {};
  for (const key of keys ?? []) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** The config's values of what one page edits, in the shape its write takes. */
export function editableSettings(config: AgencyConfig, section: SettingsSection): Json {
  const editable = EDITABLE[section];
  const data = config as unknown as Json;
  const out: Json = {};
  for (const key of OBJECT_KEYS) {
    if (editable[key]) out[key] = pick(data[key] as Json, editable[key]);
  }
  Object.assign(out, pick(data, editable.top));
  return out;
}

export type Edit = { ok: true; config: AgencyConfig } | { ok: false; issues: Issue[] };

/**
 * The latest config with a page's fields applied, validated whole by core's `validateConfigText`
 * (what `npm run agency -- validate` runs), so the page gets the path and the message the command
 * line prints. `null` clears a field (its default applies); lists and objects such as
 * `analytics` are replaced whole. Keys the schema does not know are passed on for the validator
 * to name ("unknown key (did you mean …)"); keys it knows that belong to another page are refused.
 */
export function applyEdit(
  latest: Json,
  section: SettingsSection,
  fields: Json,
): { merged: Json; issues: Issue[] } {
  const editable = EDITABLE[section];
  const merged = structuredClone(latest);
  const issues: Issue[] = [];
  const notHere = (path: string) =>
    issues.push({
      path,
      message: `not a ${SECTION_NAMES[section]} setting: it cannot be changed here`,
    });
  const apply = (target: Json, key: string, value: unknown) => {
    if (value === null) delete target[key];
    else setOwn(target, key, value);
  };

  for (const [key, value] of Object.entries(fields)) {
    const objectKey = (OBJECT_KEYS as readonly string[]).includes(key)
      ? (key as (typeof OBJECT_KEYS)[number])
      : undefined;
    if (objectKey) {
      const allowed = editable[objectKey];
      if (!allowed) {
        notHere(key);
        continue;
      }
      if (!isRecord(value)) {
        issues.push({ path: key, message: 'expected an object of the fields to change' });
        continue;
      }
      const target = isRecord(merged[key]) ? (merged[key] as Json) : {};
      setOwn(merged, key, target);
      const known = knownKeysAt([key]);
      for (const [field, fieldValue] of Object.entries(value)) {
        if (allowed.includes(field) || !known.includes(field)) apply(target, field, fieldValue);
        else notHere(`${key}.${field}`);
      }
    } else if (editable.top?.includes(key) || !knownKeysAt([]).includes(key)) {
      apply(merged, key, value);
    } else {
      notHere(key);
    }
  }
  // One switch on the page: the header link (agency.is…Enable) and the page (….isEnabled) follow it.
  mirrorSwitch(fields, merged, 'isAbousUsEnable', 'about');
  mirrorSwitch(fields, merged, 'isFaqEnable', 'faq');
  return { merged, issues };
}

function mirrorSwitch(fields: Json, merged: Json, agencyKey: string, page: 'about' | 'faq'): void {
  const agencySent = isRecord(fields.agency) ? fields.agency[agencyKey] : undefined;
  const pageSent = isRecord(fields[page]) ? fields[page].isEnabled : undefined;
  const agency = merged.agency;
  const target = merged[page];
  if (!isRecord(agency) || !isRecord(target)) return;
  if (typeof pageSent === 'boolean' && agencySent === undefined) agency[agencyKey] = pageSent;
  if (typeof agencySent === 'boolean' && pageSent === undefined) target.isEnabled = agencySent;
}

/** The whole config through the validator of `npm run agency -- validate`. */
export function validateWhole(config: Json): Edit {
  let text: string;
  try {
    text = JSON.stringify(config);
  } catch {
    // Only input nested far past the validator's limit makes JSON.stringify run out of stack.
    return { ok: false, issues: [{ path: '$', message: 'nested deeper than 64 levels' }] };
  }
  const result = validateConfigText(text);
  if (result.ok) return { ok: true, config: result.config };
  return { ok: false, issues: result.problems.map(issueOf) };
}

const issueOf = ({ path, message }: ConfigProblem): Issue => ({ path, message });

/**
 * Images a write changes must exist: an upload of this agency (`uploads/<subdomain>/…`), or a
 * file of the config folder that one of the agency's versions already named (the onboarding
 * logo, brought back). Anything else would fail the build, or show another agency's file.
 */
export function imageProblems(
  before: AgencyConfig,
  after: AgencyConfig,
  options: {
    subdomain: string;
    imagesDir: string;
    configDir: string;
    /** Relative image paths any version of the agency has named. */
    knownRefs: ReadonlySet<string>;
  },
): Issue[] {
  const previous = new Map(assetReferences(before).map(({ path, ref }) => [path, ref]));
  return assetReferences(after).flatMap(({ path, ref }) => {
    if (previous.get(path) === ref || isHttpUrl(ref)) return [];
    const message = ref.startsWith(`${UPLOADS_FOLDER}/`)
      ? uploadProblem(options.imagesDir, options.subdomain, ref)
      : options.knownRefs.has(ref)
        ? assetProblem(options.configDir, ref)
        : uploadProblem(options.imagesDir, options.subdomain, ref);
    return message ? [{ path, message }] : [];
  });
}

/** Relative image paths named by any of the configs. */
export function imageRefsOf(configs: readonly unknown[]): Set<string> {
  const refs = new Set<string>();
  for (const config of configs) {
    if (!isRecord(config)) continue;
    const agency = isRecord(config.agency) ? config.agency : {};
    const about = isRecord(config.about) ? config.about : {};
    for (const ref of [agency.logo, agency.logoMobile, agency.favicon, about.image]) {
      if (typeof ref === 'string') refs.add(ref);
    }
  }
  return refs;
}
