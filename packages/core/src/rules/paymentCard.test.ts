// Issue 15: the confirm-payment form and the reference payment read a card the same way.
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardSummary,
  formatCardNumber,
  isExpired,
  parseExpiry,
  passesLuhn,
  paymentCardSchema,
} from './paymentCard.ts';

describe('payment card (issue 15 test-card convention)', () => {
  it('accepts both test cards and refuses a mistyped digit (Luhn)', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names the brand by the leading digits', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('card');
  });

  it('keeps only the brand and the last four digits', () => {
    expect(cardSummary('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('groups digits in fours as typed', () => {
    expect(formatCardNumber('42424242-4242 4242')).toBe('4242 4242 4242 4242');
  });

  it('reads MM/YY and MM/YYYY; a card is valid through its expiry month', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1/2031')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('13/30')).toBeUndefined();
    const now = new Date(2026, 10, 25);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });

  it('names each field that is wrong', () => {
    const result = paymentCardSchema.safeParse({
      cardholderName: ' ',
      cardNumber: '4242 4242 4242 4241',
      expiry: '99',
      cvc: '12',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'cardNumber',
      'cardholderName',
      'cvc',
      'expiry',
    ]);
    expect(
      paymentCardSchema.parse({
        cardholderName: 'Ana',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).cardNumber,
    ).toBe('4242424242424242');
  });
});
