import type { HotelCheckoutContext, hotelCheckoutMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { CardForm } from '../Checkout/CardForm.tsx';
import * as checkout from '../Checkout/Checkout.css.ts';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import { StaySummary } from '../HotelJourney/StaySummary.tsx';
import * as styles from './HotelCheckout.css.ts';

export type HotelCheckoutActorRef = ActorRefFrom<typeof hotelCheckoutMachine>;

export interface HotelCheckoutProps {
  /** `hotelCheckoutMachine` with its calls provided (packages/machines). */
  actor: HotelCheckoutActorRef;
  /** /login with a redirect back to this checkout (spec §2.1 `loginHref`). */
  loginHref: string;
  /** The hotel's rooms for the same stay, to pick another one. */
  roomsHref: string;
  /** /mytrip/mytrips. */
  myTripsHref: string;
}

/** One text per field that can be wrong (special requests are free text up to 500 characters). */
const GUEST_ERRORS = {
  firstName: 'error.firstName',
  lastName: 'error.lastName',
  email: 'error.email',
  phone: 'error.phone',
} as const;

/**
 * The hotel checkout, payment and confirmation (issue 15), one view per state of
 * `hotelCheckoutMachine`; the machine decides, this only shows and sends.
 */
export function HotelCheckout({ actor, loginHref, roomsHref, myTripsHref }: HotelCheckoutProps) {
  const { t } = useTranslation(['hotels', 'common']);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;

  if (state.matches('loadingOffer') || state.matches('loadingBooking') || state.matches('start')) {
    return (
      <div className={journey.page}>
        <div role="status" aria-label={t('common:loading')} data-testid="checkout-skeleton">
          <div aria-hidden className={checkout.skeleton} />
        </div>
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className={journey.page}>
        <LoadFailure error={context.error} onRetry={() => actor.send({ type: 'RETRY' })} />
      </div>
    );
  }
  if (state.matches('unavailable')) {
    return (
      <div className={journey.page}>
        <div className={journey.panel}>
          <p className={journey.subheading}>{t('checkout.unavailable')}</p>
          <div>
            <ButtonLink href={roomsHref}>{t('checkout.chooseAnother')}</ButtonLink>
          </div>
        </div>
      </div>
    );
  }
  if (state.matches('confirmed')) {
    return <Confirmation context={context} myTripsHref={myTripsHref} />;
  }

  const summary = <Summary context={context} />;
  if (state.matches('signInRequired')) {
    return (
      <div className={journey.page}>
        <h1 className={journey.heading}>{t('checkout.title')}</h1>
        <div className={journey.twoColumns}>
          <div className={journey.panel}>
            <p className={journey.subheading}>{t('checkout.signInRequired')}</p>
            <p className={journey.muted}>{t('checkout.signInHint')}</p>
            <div>
              <ButtonLink href={loginHref}>{t('common:action.logIn')}</ButtonLink>
            </div>
          </div>
          {summary}
        </div>
      </div>
    );
  }
  if (state.matches('payment') || state.matches('paying')) {
    return (
      <div className={journey.page}>
        <h1 className={journey.heading}>{t('payment.title')}</h1>
        <div className={journey.twoColumns}>
          <PaymentForm actor={actor} context={context} isPending={state.matches('paying')} />
          {summary}
        </div>
      </div>
    );
  }
  return (
    <div className={journey.page}>
      <h1 className={journey.heading}>{t('checkout.title')}</h1>
      <div className={journey.twoColumns}>
        <GuestForm actor={actor} context={context} isPending={state.matches('holding')} />
        {summary}
      </div>
    </div>
  );
}

function Summary({ context }: { context: HotelCheckoutContext }) {
  if (context.booking) {
    const { booking } = context;
    return (
      <StaySummary
        hotel={booking.hotel}
        room={booking.room}
        stay={booking.stay}
        nights={booking.stay.nights}
        total={booking.rates.totalRate}
      />
    );
  }
  if (!context.hotel || context.request.start !== 'offer') return null;
  return (
    <StaySummary
      hotel={context.hotel}
      room={context.room}
      stay={context.request.stay}
      nights={context.hotel.nights}
      {...(context.room ? { total: context.room.rates.totalRate } : {})}
    />
  );
}

interface FormProps {
  actor: HotelCheckoutActorRef;
  context: HotelCheckoutContext;
  isPending: boolean;
}

function GuestForm({ actor, context, isPending }: FormProps) {
  const { t } = useTranslation(['hotels', 'common']);
  const messageText = useMessageText();
  const errors = context.guestErrors;
  const field = (name: keyof typeof GUEST_ERRORS, autoComplete: string, type = 'text') => ({
    name,
    type,
    autoComplete,
    value: context.guest[name] ?? '',
    onChange: (value: string) => actor.send({ type: 'EDIT_GUEST', field: name, value }),
    error: errors[name] ? t(GUEST_ERRORS[name]) : undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT_GUEST' });
  };
  return (
    <Form className={`${journey.panel} ${styles.form}`} onSubmit={submit} validationBehavior="aria">
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={journey.alert}>
          {t('checkout.fixFields')}
        </p>
      )}
      {context.error && (
        <p role="alert" className={journey.alert}>
          {messageText(context.error)}
        </p>
      )}
      <div className={checkout.row}>
        <TextField label={t('field.firstName')} isRequired {...field('firstName', 'given-name')} />
        <TextField label={t('field.lastName')} isRequired {...field('lastName', 'family-name')} />
      </div>
      <div className={checkout.row}>
        <TextField label={t('field.email')} isRequired {...field('email', 'email', 'email')} />
        <TextField label={t('field.phone')} isRequired {...field('phone', 'tel', 'tel')} />
      </div>
      <TextField
        label={t('field.specialRequests')}
        multiline
        name="specialRequests"
        value={context.guest.specialRequests ?? ''}
        onChange={(value) => actor.send({ type: 'EDIT_GUEST', field: 'specialRequests', value })}
      />
      <div>
        <Button type="submit" isPending={isPending} className={checkout.submit}>
          {t('checkout.continue')}
        </Button>
      </div>
    </Form>
  );
}

function PaymentForm({ actor, context, isPending }: FormProps) {
  return (
    <CardForm
      card={context.card}
      errors={context.cardErrors}
      failure={context.paymentError}
      total={context.booking?.rates.totalRate ?? 0}
      isPending={isPending}
      onEdit={(field, value) => actor.send({ type: 'EDIT_CARD', field, value })}
      onPay={() => actor.send({ type: 'PAY' })}
    />
  );
}

function Confirmation({
  context,
  myTripsHref,
}: {
  context: HotelCheckoutContext;
  myTripsHref: string;
}) {
  const { t } = useTranslation(['hotels', 'common']);
  const booking = context.booking;
  if (!booking) return null;
  return (
    <div className={journey.page}>
      <div className={journey.twoColumns}>
        <section className={checkout.confirmation}>
          <h1 className={journey.heading}>{t('confirmation.title')}</h1>
          <p className={journey.muted}>{t('confirmation.reference')}</p>
          <p className={journey.reference} data-testid="booking-reference">
            {booking.referenceNumber}
          </p>
          <p>{t('confirmation.sentTo', { email: booking.guest.email })}</p>
          {booking.payment && (
            <p className={journey.muted}>
              {t('confirmation.paidWith', {
                brand: booking.payment.brand.toUpperCase(),
                last4: booking.payment.last4,
              })}
            </p>
          )}
          <ButtonLink href={myTripsHref}>{t('confirmation.myTrips')}</ButtonLink>
        </section>
        <StaySummary
          hotel={booking.hotel}
          room={booking.room}
          stay={booking.stay}
          nights={booking.stay.nights}
          total={booking.rates.totalRate}
        />
      </div>
    </div>
  );
}
