// React Aria ships the texts it speaks itself (a date field's "Select a date", a list's "No
// results") in 34 locales inside each component; a page can only ever show the nine of spec §9.
// Every Vite build of the browser's code (the shell's, each remote's) keeps those nine and
// resolves the rest to an empty module: 67 kB (21 kB gzip) less on a booking page (issue 18).
// A relative import of the languages: Vite bundles this file into the config that imports it,
// where a workspace package would be loaded by Node as TypeScript.
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { SUPPORTED_LANGUAGES } from '../core/src/schemas/market.ts';

/** The BCP 47 tags the pages format with (`nb` for Norwegian): every region of each is kept. */
const REACT_ARIA_LOCALES: readonly string[] = SUPPORTED_LANGUAGES.map(({ value }) => value);

export function reactAriaLocales() {
  return optimizeLocales.vite({ locales: REACT_ARIA_LOCALES });
}
