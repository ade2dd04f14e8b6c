import type { HTMLAttributes } from 'react';
import { richText } from './RichText.css.ts';
import { sanitizeAgencyHtml } from './sanitizeAgencyHtml.ts';

export interface RichTextProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Agency HTML (About content, FAQ answers, policies). Sanitised before it reaches the DOM. */
  html: string | null | undefined;
}

/**
 * Agency HTML, sanitised with one strict allow-list (`sanitizeAgencyHtml`), in the shell's
 * typography. Renders the same markup on the server and in the browser.
 */
export function RichText({ html, className, ...props }: RichTextProps) {
  const safe = sanitizeAgencyHtml(html);
  return (
    <div
      // The agency writes in its own language, whatever the page's: each block takes its direction.
      dir="auto"
      {...props}
      className={[richText, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeAgencyHtml above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
