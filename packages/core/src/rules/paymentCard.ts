import { z } from '../zod.ts';

/**
 * A payment card as the confirm-payment form takes it (issue 15). The reference payment follows
 * the common test-card convention; what a card number means is decided by the server
 * (packages/platform-api `referencePayment`), the shape of one is decided here, for the form and
 * the server alike.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';

/** The digits of a card number as typed (spaces and dashes are how people write them). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries: catches a mistyped digit before any payment. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand by the card number's leading digits (the networks' published ranges). */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/** Groups of four as people read them (`4242 4242 4242 4242`). */
export function formatCardNumber(number: string): string {
  return (
    cardDigits(number)
      .slice(0, 19)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** `MM/YY` (or `MM/YYYY`) as month and four-digit year, or undefined. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** Issue codes the view turns into texts (one per field). */
export const paymentCardSchema = z.object({
  cardholderName: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(100)),
  cardNumber: z.pipe(z.string(), z.transform(cardDigits)).check(
    z.refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), {
      error: 'invalid card number',
    }),
  ),
  expiry: z.string().check(
    z.refine((text) => parseExpiry(text) !== undefined, {
      error: 'expected MM/YY',
    }),
  ),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, { error: 'expected 3 or 4 digits' })),
});
export type PaymentCard = z.output<typeof paymentCardSchema>;
export type PaymentCardInput = z.input<typeof paymentCardSchema>;

/** What the server keeps of a card: never the number, only its brand and last four digits. */
export function cardSummary(number: string): { brand: CardBrand; last4: string } {
  const digits = cardDigits(number);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}
