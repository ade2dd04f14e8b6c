import { existsOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { memoizeRecent } from '../memoizeRecent.ts';

/** Elements that are content by themselves, even without text. */
const CONTENT_ELEMENTS: ReadonlySet<string> = new Set([
  'img',
  'video',
  'audio',
  'iframe',
  'picture',
  'svg',
  'table',
  'hr',
]);

/**
 * Spec §2.7 / §5: agency policy and disclaimer content counts as none when the markup is empty
 * (`<p></p>`, `<p><br></p>`, `<div>&nbsp;</div>`, comments only).
 */
export function hasRichTextContent(html: string | null | undefined): boolean {
  return html ? hasContentRecent(html) : false;
}

// Asked for on every page of an agency (footer links, legal pages), always of the same HTML.
const hasContentRecent = memoizeRecent(hasContent);

function hasContent(html: string): boolean {
  const document = parseDocument(html, { decodeEntities: true });
  if (textContent(document).replace(/(?:\s|\u200b|\u200c|\u200d)+/g, '') !== '') return true;
  // Elements, not text matches: `<img` inside a comment or an attribute value is no image.
  return existsOne((element) => CONTENT_ELEMENTS.has(element.name), document.children);
}
