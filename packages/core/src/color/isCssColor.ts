// Whether a string is a CSS colour (`#0f766e`, `rgb(…)`, `hsl(…)`, `teal`): on the server and at
// build time, culori's parser, the same library the contrast guard reads colours with. The
// browser build takes isCssColor.browser.ts instead (package.json `imports`, `browser`
// condition), so culori's 40 kB stay out of every page.
import { parse } from 'culori';

export function isCssColor(value: string): boolean {
  return parse(value) !== undefined;
}
