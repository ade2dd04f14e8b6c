import { isHttpUrl } from '../schemas/primitives.ts';
import { z } from '../zod.ts';

/** Parsed as a browser would (backslashes, tabs, newlines), against an origin of our own. */
const PROBE_ORIGIN = 'https://site.invalid';

/** `/about`, `/booknow/hotels?tab=x`: a path on this site, never `//host` or `/\host`. */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || !URL.canParse(value, PROBE_ORIGIN)) return false;
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

/**
 * Issue 17: a URL from an API answer reaches an `href` or `src` only as absolute http(s) or a path
 * on this site; `javascript:`, `data:`, `vbscript:`, `//other.host` and everything else give
 * null, whatever React would have done with them. (Config URLs are held to the same by the config
 * schema, with an error at build time instead.)
 */
export function safeUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  // Control characters and whitespace inside a URL are how scheme filters get dodged.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  if (url === '' || /[\u0000-\u001f\u007f\s]/.test(url)) return null;
  return isHttpUrl(url) || isSitePath(url) ? url : null;
}

/**
 * A URL field of an API answer: kept when `safeUrl` accepts it, else dropped (null) with a console
 * warning, so one bad link costs its card a link, not the whole list.
 */
export const safeUrlField = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => {
    const safe = safeUrl(value);
    if (value && !safe) {
      console.warn(
        `[wl] dropped an unsafe URL from an API answer: ${JSON.stringify(value.slice(0, 80))}`,
      );
    }
    return safe;
  }),
);
