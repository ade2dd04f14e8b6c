import { parse as parseColor } from 'culori';
import { z } from '../zod.ts';

/** A colour any browser accepts in CSS (`#0f766e`, `rgb(…)`, `hsl(…)`, `teal`). */
export const cssColor = z
  .string()
  .trim()
  .refine((value) => parseColor(value) !== undefined, {
    error: 'expected a CSS colour such as "#2c7be5", "rgb(44 123 229)" or "teal"',
  });

/** An absolute http(s) address. */
export const httpUrl = z.string().trim().refine(isHttpUrl, {
  error: 'expected an absolute http(s) URL such as "https://example.com/"',
});

/**
 * An image the site shows: an absolute http(s) URL, or a file path relative to the config file
 * (for example `assets/horizon/logo.svg`), which the build copies next to the agency's pages.
 */
export const assetRef = z
  .string()
  .trim()
  .refine((value) => isHttpUrl(value) || isRelativeAssetPath(value), {
    error:
      'expected an absolute http(s) URL or a path relative to the config file such as "assets/logo.svg"',
  });

/** A subdomain: one DNS label, lower case (RFC 1035, as browsers lower-case host names). */
export const dnsLabel = z
  .string()
  .refine((value) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value), {
    error:
      'expected a DNS label: 1 to 63 lower-case letters, digits or hyphens, not starting or ending with a hyphen',
  });

export const emailAddress = z.email({
  error: 'expected an e-mail address such as "help@agency.com"',
});

/** Agency-supplied HTML. Untrusted: it is sanitised before it is ever shown. */
export const htmlContent = z
  .string()
  .max(200_000, { error: 'HTML content is limited to 200,000 characters' });

/** A three-letter ISO 4217 currency code that the runtime's Intl knows. */
export const currencyCode = z.string().refine(isKnownCurrency, {
  error: 'expected a three-letter ISO 4217 currency code such as "USD"',
});

/** A two-letter ISO 3166-1 country code. */
export const countryCode = z.string().refine((value) => /^[A-Z]{2}$/.test(value), {
  error: 'expected a two-letter upper-case country code such as "US"',
});

export const shortText = (max = 200) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, {
      error: `must be at most ${max} characters`,
    });

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
  if (value === '' || value.startsWith('/') || value.includes('\\') || value.includes(':')) {
    return false;
  }
  const segments = value.split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

let knownCurrencies: Set<string> | undefined;

export function isKnownCurrency(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(value);
}
