import { describe, expect, it } from 'vitest';
import { formatList } from './lists.ts';

// Texts in nine languages (spec §2.6 language picker): a list reads as the language writes it.
describe('formatList', () => {
  it('joins places with the language’s own words and commas', () => {
    expect(formatList(['Nassau', 'Cozumel', 'Key West'], 'en')).toBe(
      'Nassau, Cozumel, and Key West',
    );
    expect(formatList(['ناساو', 'كوزوميل', 'كي ويست'], 'ar')).not.toContain(', ');
    expect(formatList(['Nassau', 'Cozumel'], 'es')).toBe('Nassau y Cozumel');
  });

  it('joins the parts of one measure: a comma in English, "و" in Arabic', () => {
    expect(formatList(['1 room', '2 guests'], 'en', 'parts')).toBe('1 room, 2 guests');
    expect(formatList(['غرفة واحدة', 'ضيفان'], 'ar', 'parts')).toBe('غرفة واحدة وضيفان');
  });

  it('leaves a single item as it is', () => {
    expect(formatList(['JFK'], 'de')).toBe('JFK');
  });
});
