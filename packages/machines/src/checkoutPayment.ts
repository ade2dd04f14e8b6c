import {
  isExpired,
  MESSAGES,
  type PaymentCardInput,
  parseExpiry,
  paymentCardSchema,
} from '@wl/core';
import { failureMessage, serverBody } from './failure.ts';

/**
 * The payment step every checkout shares (the hotel checkout and the booking engine): the card's
 * fields, their problems, and what a declined payment says.
 */

export type CardField = keyof PaymentCardInput;

/** What went wrong with a field, as the schema's issue message; the view words it. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface PaymentFailure {
  /** The server's code (`card_declined`, `expired_card`), when it sent one. */
  code: string | null;
  /** The server's message, or spec §8's 'Something went wrong'. */
  message: string;
}

export const EMPTY_CARD: PaymentCardInput = {
  cardholderName: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
};

export function issuesByField<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The card's problems, with an expiry in the past as one of them. */
export function cardErrorsOf(card: PaymentCardInput, now: Date): FieldErrors<CardField> {
  const result = paymentCardSchema.safeParse(card);
  const errors = result.success ? {} : issuesByField<CardField>(result.error.issues);
  const expiry = parseExpiry(card.expiry);
  if (!errors.expiry && expiry && isExpired(expiry, now)) errors.expiry = 'expired';
  return errors;
}

export const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/** A refused payment as the form shows it: the server's code and message. */
export function paymentFailureOf(error: unknown): PaymentFailure {
  const body = serverBody(error) as { code?: unknown } | undefined;
  return {
    code: typeof body?.code === 'string' ? body.code : null,
    message: failureMessage(error, MESSAGES.genericFallback),
  };
}

/** Whether a refusal means the booking was paid meanwhile (another tab, a press that got through). */
export function isAlreadyPaid(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 409;
}
