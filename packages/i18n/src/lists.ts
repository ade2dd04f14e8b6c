import type { LanguageCode } from '@wl/core';
import { localeTag } from './languages.ts';

/**
 * How the items of a list relate: `and` for things named together (the ports a cruise calls at,
 * "Nassau, Cozumel and Key West"), `parts` for the measures of one thing ("1 room, 2 guests").
 */
export type ListKind = 'and' | 'parts';

/**
 * Joins a list as the language does (`Intl.ListFormat`): Arabic joins with "و", never a Latin
 * ", ".
 */
export function formatList(
  items: readonly string[],
  language: LanguageCode,
  kind: ListKind = 'and',
): string {
  const options: Intl.ListFormatOptions =
    kind === 'and' ? { type: 'conjunction' } : { type: 'unit', style: 'short' };
  return new Intl.ListFormat(localeTag(language), options).format(items);
}
