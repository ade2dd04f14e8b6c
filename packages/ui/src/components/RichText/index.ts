export { RichText, type RichTextProps } from './RichText.tsx';
export { sanitizeAgencyHtml } from './sanitizeAgencyHtml.ts';
