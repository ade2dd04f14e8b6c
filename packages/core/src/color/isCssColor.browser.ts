// Whether a string is a CSS colour, asked of the browser that will paint it: an answer of the API
// checked in a page (an agency's primary colour) needs no colour parser shipped with the page.
// Configs are checked with culori at build time (isCssColor.ts), before any page exists.
export function isCssColor(value: string): boolean {
  return CSS.supports('color', value);
}
