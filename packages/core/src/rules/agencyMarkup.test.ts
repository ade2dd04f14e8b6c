import { describe, expect, it } from 'vitest';
import { agencyMarkupSchema, applyAgencyMarkup } from './agencyMarkup.ts';
import { wholesaleFigures } from './priceDisplay.ts';

const rates = { publishedRate: 150, totalRate: 120, savedPrice: 30, baseRate: 90, taxAndFee: 10 };

describe('applyAgencyMarkup (spec §2.1 Markup Settings, §2.3 Agency Markup on cards)', () => {
  it('without a setting the deal keeps its own price', () => {
    expect(applyAgencyMarkup(rates, null)).toBe(rates);
  });

  it('the traveller price is wholesale plus the markup, and the card shows that markup', () => {
    const priced = applyAgencyMarkup(rates, 15);
    expect(priced.totalRate).toBe(115);
    expect(priced.savedPrice).toBe(35);
    expect(wholesaleFigures(priced)).toEqual({ wholesaleRate: 100, agencyMarkup: 15 });
  });

  it('a markup above the published rate raises it: You saved never goes negative', () => {
    const priced = applyAgencyMarkup(rates, 80);
    expect(priced.totalRate).toBe(180);
    expect(priced.publishedRate).toBe(180);
    expect(priced.savedPrice).toBe(0);
  });

  it('0 % sells at wholesale', () => {
    expect(wholesaleFigures(applyAgencyMarkup(rates, 0))?.agencyMarkup).toBe(0);
  });
});

describe('agencyMarkupSchema', () => {
  it.each([[0], [12.5], [100], [null]])('accepts %s', (markupPercent) => {
    expect(agencyMarkupSchema.safeParse({ markupPercent }).success).toBe(true);
  });
  it.each([[-1], [100.01], [12.345], [Number.NaN]])('refuses %s', (markupPercent) => {
    expect(agencyMarkupSchema.safeParse({ markupPercent }).success).toBe(false);
  });
});
