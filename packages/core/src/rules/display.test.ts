import { describe, expect, it } from 'vitest';
import { avatarInitials, starRating } from './display.ts';

describe('starRating (spec §2.3, §5: floor of the rating out of 5, §9: maximum 5)', () => {
  it.each([
    [4.7, 4],
    [5, 5],
    [7.2, 5],
    [0.9, 0],
    [-1, 0],
    [null, 0],
    [Number.NaN, 0],
  ])('%s -> %s', (rating, stars) => {
    expect(starRating(rating)).toBe(stars);
  });
});

describe('avatarInitials (spec §2.6, §9: first two words of the name)', () => {
  it('takes the first letter of the first two words', () => {
    expect(avatarInitials('ana maría lópez')).toBe('AM');
  });
  it('handles one word, extra spaces and empty names', () => {
    expect(avatarInitials('  Zoë  ')).toBe('Z');
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials(undefined)).toBe('');
  });
  it('keeps whole grapheme clusters', () => {
    expect(avatarInitials('Émile Ørsted')).toBe('ÉØ');
    expect(avatarInitials('👩🏽‍✈️ Pilot')).toBe('👩🏽‍✈️P');
  });
});
