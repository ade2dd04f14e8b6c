/** Spec §9 "Star maximum 5". */
export const MAX_STARS = 5;

/** Spec §2.3 / §5: star rating is the floor of the rating, out of 5. Unknown ratings show none. */
export function starRating(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.floor(rating)));
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Spec §2.6 / §9: avatar initials use the first two words of the name. Grapheme-aware, so
 * "Émile Ørsted" gives "ÉØ" and a name written in a script without case stays as written.
 */
export function avatarInitials(name: string | null | undefined, locale?: string): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean).slice(0, 2);
  return words
    .map((word) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '')
    .join('')
    .toLocaleUpperCase(locale);
}

/** The name the initials are taken from: first and last name of the profile. */
export function displayName(info: { first_name?: string; last_name?: string }): string {
  return [info.first_name, info.last_name].filter(Boolean).join(' ');
}
