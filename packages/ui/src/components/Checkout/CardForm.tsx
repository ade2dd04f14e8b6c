import type { PaymentCardInput } from '@wl/core';
import type { CardField, FieldErrors, PaymentFailure } from '@wl/machines';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { useFormatMoney } from '../../providers/MarketContext.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as journey from '../HotelJourney/journey.css.ts';
import * as styles from './Checkout.css.ts';

const CARD_ERRORS = {
  cardholderName: 'error.cardholderName',
  cardNumber: 'error.cardNumber',
  expiry: 'error.expiry',
  cvc: 'error.cvc',
} as const satisfies Record<CardField, string>;

export interface CardFormProps {
  card: PaymentCardInput;
  errors: FieldErrors<CardField>;
  failure: PaymentFailure | null;
  /** The whole booking in US dollars (the button shows it in the selected currency). */
  total: number;
  isPending: boolean;
  onEdit: (field: CardField, value: string) => void;
  onPay: () => void;
}

/**
 * The card payment every checkout ends with (hotels and the booking engine): the reference
 * gateway's test-card notice, the card's fields with their problems, a declined payment's words.
 * Its texts are the hotel journey's, where they were first written.
 */
export function CardForm({
  card,
  errors,
  failure,
  total,
  isPending,
  onEdit,
  onPay,
}: CardFormProps) {
  const { t } = useTranslation(['hotels', 'common']);
  const messageText = useMessageText();
  const formatMoney = useFormatMoney();
  const field = (name: CardField, autoComplete: string, inputMode?: 'numeric') => ({
    name,
    autoComplete,
    ...(inputMode ? { inputMode } : {}),
    value: card[name],
    onChange: (value: string) => onEdit(name, value),
    error:
      errors[name] === 'expired'
        ? t('error.expired')
        : errors[name]
          ? t(CARD_ERRORS[name])
          : undefined,
  });
  const failureText = !failure
    ? null
    : failure.code === 'card_declined'
      ? t('payment.declined')
      : failure.code === 'expired_card'
        ? t('payment.expiredCard')
        : messageText(failure.message);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };
  return (
    <Form className={journey.panel} onSubmit={submit} validationBehavior="aria">
      <p className={journey.notice}>{t('payment.testCards')}</p>
      {failureText && (
        <p role="alert" className={journey.alert} data-testid="payment-error">
          {failureText}
        </p>
      )}
      <TextField
        label={t('field.cardholderName')}
        isRequired
        {...field('cardholderName', 'cc-name')}
      />
      <TextField
        label={t('field.cardNumber')}
        isRequired
        className={styles.ltr}
        {...field('cardNumber', 'cc-number', 'numeric')}
      />
      <div className={styles.cardRow}>
        <TextField
          label={t('field.expiry')}
          isRequired
          className={styles.ltr}
          {...field('expiry', 'cc-exp', 'numeric')}
        />
        <TextField
          label={t('field.cvc')}
          isRequired
          className={styles.ltr}
          {...field('cvc', 'cc-csc', 'numeric')}
        />
      </div>
      <p className={journey.muted}>{t('payment.cardKept')}</p>
      <div>
        <Button type="submit" isPending={isPending} className={styles.submit}>
          {t('payment.pay', { amount: formatMoney(total) })}
        </Button>
      </div>
    </Form>
  );
}
