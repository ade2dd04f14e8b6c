import { sanitizeAgencyHtml } from '../RichText/sanitizeAgencyHtml.ts';

/**
 * What the rich-text editor gives the draft: its HTML through the sanitiser the build applies
 * (`sanitizeAgencyHtml`) without empty paragraphs, and null for an empty editor (the field is cleared, its default applies).
 */
export function editorOutput(html: string, isEmpty: boolean): string | null {
  if (isEmpty) return null;
  // Empty paragraphs (a last Enter) show nothing on the page.
  const clean = sanitizeAgencyHtml(html)
    .replace(/<p><\/p>/g, '')
    .trim();
  return clean === '' ? null : clean;
}
