import { describe, expect, it } from 'vitest';
import { hasValidFaqQuestions } from './faq.ts';

const q = (question: string) => ({ question });

describe('hasValidFaqQuestions (spec §5: shows only if every question is longer than 3 characters)', () => {
  it('accepts questions of 4 characters and more', () => {
    expect(hasValidFaqQuestions([q('Why?'), q('How do I cancel?')])).toBe(true);
  });

  it('rejects the whole list when one question has exactly 3 characters', () => {
    expect(hasValidFaqQuestions([q('How do I cancel?'), q('IVA')])).toBe(false);
  });

  it('rejects shorter questions and empty ones', () => {
    expect(hasValidFaqQuestions([q('Hi')])).toBe(false);
    expect(hasValidFaqQuestions([q('')])).toBe(false);
  });

  it('does not count surrounding spaces', () => {
    expect(hasValidFaqQuestions([q('  IVA  ')])).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    // Three emoji are six UTF-16 units but three characters.
    expect(hasValidFaqQuestions([q('✈️')])).toBe(false);
    expect(hasValidFaqQuestions([q('🏨🚗🛳')])).toBe(false);
    expect(hasValidFaqQuestions([q('🏨🚗🛳✈')])).toBe(true);
  });

  it('has no valid questions when the list is empty (spec §2.5 No Faqs Found !)', () => {
    expect(hasValidFaqQuestions([])).toBe(false);
  });
});
