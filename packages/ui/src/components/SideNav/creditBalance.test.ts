import { describe, expect, it } from 'vitest';
import { creditToShow } from './creditBalance.ts';

describe('creditToShow (spec §2.8: credit balance only when above zero, in the selected currency)', () => {
  it('shows nothing for no credits, zero or a negative balance', () => {
    expect(creditToShow(null, null)).toBeNull();
    expect(creditToShow(undefined, { EUR: 0.9 })).toBeNull();
    expect(creditToShow({ amount: 0, currency: 'USD' }, null)).toBeNull();
    expect(creditToShow({ amount: -5, currency: 'USD' }, null)).toBeNull();
    expect(creditToShow({ amount: Number.NaN, currency: 'USD' }, null)).toBeNull();
  });

  it('passes a dollar balance on for conversion to the selected currency', () => {
    expect(creditToShow({ amount: 250, currency: 'USD' }, null)).toEqual({
      kind: 'usd',
      amountUsd: 250,
    });
  });

  it('brings a balance held in another currency back to dollars with the USD-relative rate', () => {
    expect(creditToShow({ amount: 90, currency: 'EUR' }, { EUR: 0.9 })).toEqual({
      kind: 'usd',
      amountUsd: 100,
    });
  });

  it('keeps the balance in its own currency when no usable rate is known', () => {
    const native = { kind: 'native', amount: 90, currency: 'EUR' };
    expect(creditToShow({ amount: 90, currency: 'EUR' }, null)).toEqual(native);
    expect(creditToShow({ amount: 90, currency: 'EUR' }, { EUR: 0 })).toEqual(native);
  });
});
