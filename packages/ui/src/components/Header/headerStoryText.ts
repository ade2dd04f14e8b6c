import type { TFunction } from 'i18next';
import { storyText } from '../../fixtures/storyText.ts';

/** Texts the header stories name by key. */
export type HeaderText = TFunction<['header', 'common']>;

/**
 * `storyText` typed for namespaced keys (`header:…`, `common:…`): its `TFunction` of the default
 * namespace rejects prefixed keys at compile time, though i18next resolves them at run time.
 */
export function headerStoryText(globals: Record<string, unknown>): HeaderText {
  return storyText(globals) as unknown as HeaderText;
}
