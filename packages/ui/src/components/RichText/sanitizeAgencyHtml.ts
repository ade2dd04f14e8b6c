import { memoizeRecent } from '@wl/core';
import DOMPurify from 'isomorphic-dompurify';

/**
 * The one allow-list for agency HTML (About content, FAQ answers, policies): structure and text
 * only. Everything else (scripts, styles, event handlers, iframes, forms, SVG, MathML) is dropped.
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
];

/** No `style`, `class`, `id` (DOM clobbering) or `on*`: only what carries meaning. */
const ALLOWED_ATTR = [
  'href',
  'target',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'dir',
  'lang',
];

/**
 * URL attributes may be http(s), mailto, tel or relative (`/about`, `#top`, `page.html`).
 * The tail is DOMPurify's own test for "no scheme": a leading non-letter, or letters not
 * followed by a colon. DOMPurify strips whitespace and control characters before testing, so
 * `java\tscript:` and ` javascript:` are caught too.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Image sources: http(s) or relative only (no data:, mailto: or tel:). */
const IMAGE_SRC = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** A link leaves the site when it is absolute http(s) or protocol-relative. */
const EXTERNAL_HREF = /^(?:https?:)?\/\//i;

/** The fix-ups DOMPurify's allow-list cannot express, run on each element it keeps. */
function fixUpElement(node: Element): void {
  if (node.nodeName === 'IMG') {
    const src = (node.getAttribute('src') ?? '').trim();
    // DOMPurify walks with a live NodeIterator, so removing the current element is safe here.
    if (!src || !IMAGE_SRC.test(src)) node.remove();
    return;
  }
  if (node.nodeName !== 'A') return;
  const target = node.getAttribute('target');
  if (target !== null && target !== '_blank') node.removeAttribute('target');
  const href = (node.getAttribute('href') ?? '').trim();
  if (EXTERNAL_HREF.test(href) || node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/**
 * Sanitises agency HTML with one strict allow-list. Pure and synchronous; works in Node (SSR,
 * through isomorphic-dompurify's jsdom) and in the browser.
 *
 * - External links get `rel="noopener noreferrer"`; a `target` other than `_blank` is dropped.
 * - Images without an http(s) or relative source are removed.
 */
export function sanitizeAgencyHtml(html: string | null | undefined): string {
  return html ? sanitizeRecent(html) : '';
}

// The same policy or About HTML is rendered on every language copy of an agency's page.
const sanitizeRecent = memoizeRecent(sanitize);

function sanitize(html: string): string {
  // The hook lives only for this synchronous call, so other users of the shared DOMPurify never
  // see it. (Post-processing a RETURN_DOM tree instead made each call slower than the last under
  // jsdom: 6 ms at 2,000 calls, 21 ms at 6,000, which a thousand-agency build cannot afford.)
  DOMPurify.addHook('afterSanitizeAttributes', fixUpElement);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      // Drop the content of these too, not only the tags.
      FORBID_CONTENTS: ['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript'],
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', fixUpElement);
  }
}
