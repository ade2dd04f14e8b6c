import { cardDigits, isExpired, type PaymentCard, parseExpiry } from '@wl/core';

/**
 * The reference payment (issue 15): no real processor, the common test-card convention.
 * 4242 4242 4242 4242 with any future expiry and any CVC is approved; 4000 0000 0000 0002 is
 * declined, and so is every other number, as a test-mode processor declines real cards.
 */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
} as const;

export type PaymentOutcome =
  | { approved: true }
  | { approved: false; code: 'card_declined' | 'expired_card'; message: string };

export const PAYMENT_MESSAGES = {
  card_declined: 'Your card was declined. Please use another card.',
  expired_card: 'Your card has expired. Please check the expiry date or use another card.',
} as const;

export function referencePayment(card: PaymentCard, now: Date): PaymentOutcome {
  const expiry = parseExpiry(card.expiry);
  if (!expiry || isExpired(expiry, now)) {
    return { approved: false, code: 'expired_card', message: PAYMENT_MESSAGES.expired_card };
  }
  if (cardDigits(card.cardNumber) === TEST_CARDS.approved) return { approved: true };
  return { approved: false, code: 'card_declined', message: PAYMENT_MESSAGES.card_declined };
}
