import { isCssColor } from '#isCssColor';
import { z } from '../zod.ts';

/** A colour any browser accepts in CSS (`#0f766e`, `rgb(…)`, `hsl(…)`, `teal`). */
export const cssColor = z.string().check(
  z.trim(),
  z.refine(isCssColor, {
    error: 'expected a CSS colour such as "#2c7be5", "rgb(44 123 229)" or "teal"',
  }),
);

/** Longest URL a config may hold: beyond this, browsers, CDNs and servers start to disagree. */
export const MAX_URL_LENGTH = 2048;
/** Longest image path (relative to the config file) a config may hold. */
export const MAX_ASSET_PATH_LENGTH = 255;

/** An absolute http(s) address. */
export const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(MAX_URL_LENGTH, { error: `a URL is limited to ${MAX_URL_LENGTH} characters` }),
  z.superRefine((value, ctx) => {
    if (value.length > MAX_URL_LENGTH || isSafeHttpUrl(value)) return;
    const reason = /^https?:\/\//i.test(value) ? hiddenCharacterInUrl(value) : undefined;
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: `expected an absolute http(s) URL such as "https://example.com/"${reason ? `: ${reason}` : ''}`,
    });
  }),
);

/** Image files the site shows, by extension (lower case). */
export const IMAGE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
] as const;

const ASSET_BASE_MESSAGE =
  'expected an absolute http(s) URL or a path relative to the config file such as "assets/logo.svg"';

/**
 * An image the site shows: an absolute http(s) URL, or a file path relative to the config file
 * (for example `assets/horizon/logo.svg`), which the build copies next to the agency's pages.
 * A path never leaves the config folder, names a hidden file or hides characters a server would
 * decode differently (`%2e%2e`, `\`, control characters), and ends in an image extension.
 */
export const assetRef = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    if (isSafeHttpUrl(value)) {
      if (value.length > MAX_URL_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          input: value,
          message: `a URL is limited to ${MAX_URL_LENGTH} characters`,
        });
      }
      return;
    }
    const reason = /^https?:/i.test(value)
      ? (hiddenCharacterInUrl(value) ?? 'not a valid http(s) URL')
      : assetPathProblem(value);
    if (reason)
      ctx.addIssue({ code: 'custom', input: value, message: `${ASSET_BASE_MESSAGE}: ${reason}` });
  }),
);

/** Why a config image path is refused, or undefined when it is a safe relative path. */
export function assetPathProblem(value: string): string | undefined {
  if (value === '') return 'it is empty';
  if (value.length > MAX_ASSET_PATH_LENGTH) {
    return `a path is limited to ${MAX_ASSET_PATH_LENGTH} characters`;
  }
  const hidden = unsafeCharacter(value);
  if (hidden) return `it contains ${hidden}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
    return `"${value.slice(0, value.indexOf(':') + 1)}" addresses are not allowed, only http(s) URLs and files beside the config`;
  }
  if (value.startsWith('//'))
    return 'a URL without http: or https: is not allowed: write "https://"';
  if (value.startsWith('/')) return 'an absolute path would leave the config folder';
  if (value.includes('\\')) return 'use "/" between folders, not "\\"';
  if (value.includes(':')) return '":" is not allowed in a file path';
  if (value.includes('%'))
    return '"%" is not allowed: percent-encoded names (such as %2e%2e) are refused';
  if (/[?#]/.test(value)) return '"?" and "#" are not allowed in a file path';
  const segments = value.split('/');
  if (segments.includes('..')) return '".." would leave the config folder';
  if (segments.some((segment) => segment === '' || segment === '.')) {
    return 'empty or "." folder names are not allowed';
  }
  if (segments.some((segment) => segment.startsWith('.'))) {
    return 'hidden files and folders (starting with ".") are not allowed';
  }
  const extension = /\.([^./]+)$/.exec(value)?.[1]?.toLowerCase();
  if (!extension || !(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return `expected an image file ending in ${IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(', ')}`;
  }
  return undefined;
}

const DNS_LABEL_MESSAGE =
  'expected a DNS label: 1 to 63 lower-case letters, digits or hyphens, not starting or ending with a hyphen';

/**
 * A subdomain: one DNS label, lower case ASCII (RFC 1035, as browsers lower-case host names).
 * Punycode (`xn--`) labels are refused: a browser shows them as letters of other alphabets that
 * look like ours (a homoglyph of another agency's name).
 */
export const dnsLabel = z.string().check(
  z.superRefine((value, ctx) => {
    const reason = dnsLabelProblem(value);
    if (reason) {
      ctx.addIssue({
        code: 'custom',
        input: value,
        message: reason === true ? DNS_LABEL_MESSAGE : `${DNS_LABEL_MESSAGE}; ${reason}`,
      });
    }
  }),
);

/** Why a subdomain is refused (a reason, or true without one), or undefined when it is fine. */
export function dnsLabelProblem(value: string): string | true | undefined {
  if (value === '') return 'it is empty';
  if (value.length > 63) return `it has ${value.length} characters`;
  for (const char of value) {
    if (/[a-z0-9-]/.test(char)) continue;
    const code = char.codePointAt(0) ?? 0;
    if (/[A-Z]/.test(char)) return 'use lower case';
    if (code > 0x7f) {
      return `${describeCharacter(char)} is not a letter a-z: look-alike letters of other alphabets are refused`;
    }
    if (char === '.') return '"." would make it two labels';
    if (code < 0x20 || code === 0x7f) return `it contains ${describeCharacter(char)}`;
    return `"${char}" is not allowed`;
  }
  if (value.startsWith('-') || value.endsWith('-')) return true;
  if (value.startsWith('xn--')) {
    return 'punycode ("xn--") names are refused: browsers show them as look-alike letters';
  }
  if (value.slice(2, 4) === '--') {
    return '"--" as third and fourth characters is reserved for encoded names';
  }
  return undefined;
}

export const emailAddress = z.email({
  error: 'expected an e-mail address such as "help@agency.com"',
});

/** Agency-supplied HTML. Untrusted: it is sanitised before it is ever shown. */
export const htmlContent = z
  .string()
  .check(z.maxLength(200_000, { error: 'HTML content is limited to 200,000 characters' }));

/** A three-letter ISO 4217 currency code that the runtime's Intl knows. */
export const currencyCode = z.string().check(
  z.refine(isKnownCurrency, {
    error: 'expected a three-letter ISO 4217 currency code such as "USD"',
  }),
);

/** A two-letter ISO 3166-1 country code. */
export const countryCode = z.string().check(
  z.refine((value) => /^[A-Z]{2}$/.test(value), {
    error: 'expected a two-letter upper-case country code such as "US"',
  }),
);

export const shortText = (max = 200) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: 'must not be empty' }),
    z.maxLength(max, {
      error: `must be at most ${max} characters`,
    }),
    z.refine(isOneLine, { error: ONE_LINE_MESSAGE }),
  );

/**
 * A label or name of at most `max` characters on one line, with zod's own wording for the
 * lengths (navigation labels, keywords, a currency's name).
 */
export const oneLineLabel = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(max),
      z.refine(isOneLine, { error: ONE_LINE_MESSAGE }),
    );

/** Plain text shown on one line (names, titles, labels): a line break or tab is a mistake. */
export const ONE_LINE_MESSAGE = 'must be one line: line breaks and tabs are not allowed';

export function isOneLine(value: string): boolean {
  return !/[\t\n\r\v\f\u0085\u2028\u2029]/.test(value);
}

/**
 * The first character of a config string that no field may hold, described for a person: control
 * characters (NUL, ESC, ...; tab, line breaks, and the vertical tab and form feed a word processor
 * pastes for a line or page break excepted), broken UTF-16 halves and the invisible
 * bidirectional overrides that make text display in another order than it is stored.
 */
export function unsafeCharacter(value: string): string | undefined {
  const match = UNSAFE_CHARACTER.exec(value);
  return match ? describeCharacter(match[0]) : undefined;
}

const UNSAFE_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const CHARACTER_NAMES: Record<number, string> = {
  0: 'NUL',
  7: 'BEL',
  8: 'BACKSPACE',
  9: 'TAB',
  10: 'LINE FEED',
  13: 'CARRIAGE RETURN',
  27: 'ESC',
  127: 'DELETE',
  8238: 'RIGHT-TO-LEFT OVERRIDE',
  8237: 'LEFT-TO-RIGHT OVERRIDE',
};

/** `the control character U+0000 (NUL)`, `"а" (U+0430)`: a character a person can find. */
export function describeCharacter(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = CHARACTER_NAMES[code];
  if (code >= 0xd800 && code <= 0xdfff) return `a broken character (lone UTF-16 surrogate ${hex})`;
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) {
    return `the invisible bidirectional control character ${hex}${name ? ` (${name})` : ''}`;
  }
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
    return `the control character ${hex}${name ? ` (${name})` : ''}`;
  }
  // A visible character is shown; an invisible one (zero-width space, ...) only by its number.
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(char) ? `"${char}" (${hex})` : `the character ${hex}`;
}

/** An http(s) URL as a config may hold it: no spaces or control characters a parser would drop. */
export function isSafeHttpUrl(value: string): boolean {
  return isHttpUrl(value) && hiddenCharacterInUrl(value) === undefined;
}

function hiddenCharacterInUrl(value: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  const match = /[\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.exec(value);
  if (!match) return undefined;
  return match[0] === ' '
    ? 'spaces are not allowed (write %20)'
    : `it contains ${describeCharacter(match[0])}, which a browser would silently drop`;
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function isRelativeAssetPath(value: string): boolean {
  return assetPathProblem(value) === undefined;
}

let knownCurrencies: Set<string> | undefined;

export function isKnownCurrency(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(value);
}
