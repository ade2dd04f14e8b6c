import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** Elements that are content by themselves, even without text. */
const CONTENT_ELEMENTS = /<(img|video|audio|iframe|picture|svg|table|hr)\b/i;

/**
 * Spec §2.7 / §5: agency policy and disclaimer content counts as none when the markup is empty
 * (`<p></p>`, `<p><br></p>`, `<div>&nbsp;</div>`, comments only).
 */
export function hasRichTextContent(html: string | null | undefined): boolean {
  if (!html) return false;
  const document = parseDocument(html, { decodeEntities: true });
  if (textContent(document).replace(/[\s\u00a0\u200b\u200c\u200d\ufeff]+/g, '') !== '') return true;
  return CONTENT_ELEMENTS.test(html.replace(/<!--[\s\S]*?-->/g, ''));
}
