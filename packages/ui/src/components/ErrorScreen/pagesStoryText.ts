import type { TFunction } from 'i18next';
import { storyText } from '../../fixtures/storyText.ts';

/** Texts the pages and status stories name by key (`pages:…`, `common:…`). */
export type PagesText = TFunction<['pages', 'common']>;

/**
 * `storyText` typed for namespaced keys: its `TFunction` of the default namespace rejects
 * prefixed keys at compile time, though i18next resolves them at run time.
 */
export function pagesStoryText(globals: Record<string, unknown>): PagesText {
  return storyText(globals) as unknown as PagesText;
}
