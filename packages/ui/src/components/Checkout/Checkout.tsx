import {
  activityDays,
  DRIVER_AGE,
  needsDateOfBirth,
  type Offer,
  SPECIAL_REQUESTS_MAX,
  type TravellerType,
} from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import type { CheckoutContext, checkoutMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx';
import { Money } from '../../primitives/Money/Money.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import { CardForm } from './CardForm.tsx';
import * as styles from './Checkout.css.ts';
import { ChoiceRadios, ChoiceSelect } from './ChoiceFields.tsx';
import { BookingSummary, OfferSummary } from './OfferSummary.tsx';

export type CheckoutActorRef = ActorRefFrom<typeof checkoutMachine>;

export interface BookingClient {
  id: number;
  name: string;
  email: string;
}

export interface CheckoutProps {
  /** `checkoutMachine` with its calls provided (packages/machines). */
  actor: CheckoutActorRef;
  /** /login with a redirect back here (core `loginHref`). */
  loginHref: string;
  /** The results of the same search, to choose another offer. */
  resultsHref: string;
  /** /mytrip/mytrips for a traveller; the agency's Bookings for an agent. */
  tripsHref: string;
  /** An agent's clients: the booking can be made for one of them (spec §1). */
  clients?: readonly BookingClient[] | undefined;
  /** Where an agent adds a client (/users/clients). */
  addClientHref?: string;
}

const LOADING = ['start', 'loadingOffer', 'loadingBooking', 'loadingReference', 'booked'] as const;

/**
 * The booking engine's checkout, payment and confirmation for every vertical (hotels, flights,
 * cars, activities, cruises, resorts), one view per state of `checkoutMachine`; the machine decides, this only
 * shows and sends. A vertical differs only in its offer summary and its choices.
 */
export function Checkout(props: CheckoutProps) {
  const { actor, loginHref, resultsHref } = props;
  const { t } = useTranslation(['booking', 'hotels', 'common']);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;

  if (LOADING.some((name) => state.matches(name))) {
    return (
      <div className={journey.page}>
        <div role="status" aria-label={t('common:loading')} data-testid="checkout-skeleton">
          <div aria-hidden className={styles.skeleton} />
        </div>
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className={journey.page}>
        <LoadFailure error={context.error} onRetry={() => actor.send({ type: 'RETRY' })} />
        <div>
          <ButtonLink href={resultsHref} tone="secondary">
            {t('checkout.backToResults')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (state.matches('confirmed') || state.matches('cancelling') || state.matches('cancelled')) {
    return <Confirmation {...props} context={context} isPending={state.matches('cancelling')} />;
  }

  const offer = context.booking?.offer ?? context.offer;
  const summary = context.booking ? (
    <BookingSummary booking={context.booking} />
  ) : offer ? (
    <OfferSummary offer={offer} choice={context.choice} />
  ) : null;

  if (state.matches('signInRequired') || state.matches('signInToSee')) {
    // At an offer the visitor signs in to book it; at a booking's page, to see it.
    const toSee = state.matches('signInToSee');
    return (
      <div className={journey.page}>
        <h1 className={journey.heading}>{toSee ? t('booking.title') : t('checkout.title')}</h1>
        <div className={journey.twoColumns}>
          <div className={journey.panel}>
            <p className={journey.subheading}>
              {toSee ? t('booking.signInToSee') : t('checkout.signInRequired')}
            </p>
            {!toSee && <p className={journey.muted}>{t('hotels:checkout.signInHint')}</p>}
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
        <h1 className={journey.heading}>{t('hotels:payment.title')}</h1>
        <div className={journey.twoColumns}>
          <CardForm
            card={context.card}
            errors={context.cardErrors}
            failure={context.paymentError}
            total={context.booking?.rates.totalRate ?? 0}
            isPending={state.matches('paying')}
            onEdit={(field, value) => actor.send({ type: 'EDIT_CARD', field, value })}
            onPay={() => actor.send({ type: 'PAY' })}
          />
          {summary}
        </div>
      </div>
    );
  }
  return (
    <div className={journey.page}>
      <h1 className={journey.heading}>{t('checkout.title')}</h1>
      <div className={journey.twoColumns}>
        {offer && (
          <BookingForm
            {...props}
            offer={offer}
            context={context}
            isPending={state.matches('holding')}
          />
        )}
        {summary}
      </div>
    </div>
  );
}

interface FormProps extends CheckoutProps {
  offer: Offer;
  context: CheckoutContext;
  isPending: boolean;
}

/** The words of a problem the machine or the server found (core `bookingProblems` codes). */
function useProblemText() {
  const { t } = useTranslation(['booking', 'hotels']);
  return (path: string, message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    const field = path.split('.').at(-1) ?? '';
    if (field === 'firstName' || field === 'lastName') return t(`hotels:error.${field}`);
    if (field === 'email' || field === 'phone') return t(`hotels:error.${field}`);
    if (field === 'dateOfBirth') {
      if (message === 'after the travel date') return t('error.bornAfterTravel');
      const band = /^age band (adult|children|infant)$/.exec(message)?.[1] as
        | TravellerType
        | undefined;
      if (band) return t('error.ageBand', { band: t(`band.${band}`) });
      return t('error.dateOfBirth');
    }
    if (field === 'date' || field === 'timeSlot' || field === 'cabin' || field === 'driverAge') {
      return t(`error.${field}`);
    }
    return t('error.travellers');
  };
}

function BookingForm({ actor, offer, context, isPending, clients, addClientHref }: FormProps) {
  const { t } = useTranslation(['booking', 'hotels', 'common']);
  const messageText = useMessageText();
  const problemText = useProblemText();
  const language = useLanguage();
  const { errors, choice } = context;
  const error = (path: string) => problemText(path, errors[path]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const withDateOfBirth = needsDateOfBirth(offer.vertical);
  const bandLabel = (type: TravellerType, index: number) => {
    const sameBefore = context.travellers.slice(0, index).filter((p) => p.type === type).length;
    return t(`traveller.${type}`, { number: sameBefore + 1 });
  };

  return (
    <Form className={journey.panel} onSubmit={submit} validationBehavior="aria">
      {Object.keys(errors).length > 0 && (
        <p role="alert" className={journey.alert}>
          {t('hotels:checkout.fixFields')}
        </p>
      )}
      {context.error && (
        <p role="alert" className={journey.alert}>
          {messageText(context.error)}
        </p>
      )}
      {clients && (
        <div className={styles.choices}>
          <ChoiceSelect
            label={t('client.bookFor')}
            value={context.clientId === null ? 'self' : String(context.clientId)}
            options={[
              { id: 'self', label: t('client.myself') },
              ...clients.map((client) => ({
                id: String(client.id),
                label: `${client.name} (${client.email})`,
              })),
            ]}
            onChange={(id) => {
              const client = clients.find((item) => String(item.id) === id) ?? null;
              actor.send({ type: 'SET_CLIENT', clientId: client?.id ?? null, client });
            }}
          />
          {addClientHref && (
            <a href={addClientHref} className={styles.link}>
              {t('client.add')}
            </a>
          )}
        </div>
      )}
      {offer.vertical === 'activities' && (
        <div className={styles.choices}>
          <ChoiceSelect
            label={t('activity.date')}
            value={choice.date}
            error={error('choice.date')}
            options={activityDays(offer).map((day) => ({
              id: day,
              label: formatDay(day, language),
            }))}
            onChange={(date) => actor.send({ type: 'CHOOSE', choice: { date } })}
          />
          <ChoiceRadios
            label={t('activity.time')}
            value={choice.timeSlot}
            error={error('choice.timeSlot')}
            options={offer.timeSlots.map((slot) => ({ id: slot, label: slot }))}
            onChange={(timeSlot) => actor.send({ type: 'CHOOSE', choice: { timeSlot } })}
          />
          <ChoiceSelect
            label={t('activity.participants')}
            value={String(choice.participants ?? 1)}
            options={Array.from({ length: 10 }, (_, index) => ({
              id: String(index + 1),
              label: String(index + 1),
            }))}
            onChange={(count) =>
              actor.send({ type: 'CHOOSE', choice: { participants: Number(count) } })
            }
          />
        </div>
      )}
      {offer.vertical === 'cruise' && (
        <ChoiceRadios
          label={t('cruise.cabin')}
          value={choice.cabin}
          error={error('choice.cabin')}
          options={offer.cabins.map((cabin) => ({
            id: cabin.type,
            label: t(`cabin.${cabin.type}`),
            content: (
              <span>
                {t(`cabin.${cabin.type}`)} · <Money amount={cabin.rates.totalRate} />
              </span>
            ),
          }))}
          onChange={(cabin) =>
            actor.send({ type: 'CHOOSE', choice: { cabin: cabin as typeof choice.cabin } })
          }
        />
      )}
      {offer.vertical === 'cars' && (
        <TextField
          label={t('car.driverAgeField', { min: DRIVER_AGE.min })}
          name="driverAge"
          inputMode="numeric"
          isRequired
          value={choice.driverAge === undefined ? '' : String(choice.driverAge)}
          error={error('choice.driverAge')}
          onChange={(value) =>
            actor.send({
              type: 'CHOOSE',
              choice: { driverAge: /^\d{1,2}$/.test(value) ? Number(value) : undefined },
            })
          }
        />
      )}
      {context.travellers.map((traveller, index) => {
        const at = (field: string) => `travellers.${index}.${field}`;
        const edit = (field: 'firstName' | 'lastName' | 'dateOfBirth') => (value: string) =>
          actor.send({ type: 'EDIT_TRAVELLER', index, field, value });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: travellers are a fixed list by position.
          <fieldset key={index} className={styles.traveller}>
            <legend className={styles.travellerHeading}>
              {offer.vertical === 'cars'
                ? t('traveller.driver')
                : offer.vertical === 'hotels'
                  ? t('hotels:summary.guest')
                  : offer.vertical === 'activities'
                    ? t('traveller.lead')
                    : bandLabel(traveller.type, index)}
            </legend>
            <div className={styles.row}>
              <TextField
                label={t('hotels:field.firstName')}
                isRequired
                name={at('firstName')}
                autoComplete={index === 0 ? 'given-name' : 'off'}
                value={traveller.firstName}
                error={error(at('firstName'))}
                onChange={edit('firstName')}
              />
              <TextField
                label={t('hotels:field.lastName')}
                isRequired
                name={at('lastName')}
                autoComplete={index === 0 ? 'family-name' : 'off'}
                value={traveller.lastName}
                error={error(at('lastName'))}
                onChange={edit('lastName')}
              />
            </div>
            {withDateOfBirth && (
              <TextField
                label={t('traveller.dateOfBirth')}
                type="date"
                isRequired
                name={at('dateOfBirth')}
                value={traveller.dateOfBirth ?? ''}
                error={error(at('dateOfBirth'))}
                onChange={edit('dateOfBirth')}
              />
            )}
          </fieldset>
        );
      })}
      <fieldset className={styles.traveller}>
        <legend className={styles.travellerHeading}>{t('traveller.contact')}</legend>
        <div className={styles.row}>
          <TextField
            label={t('hotels:field.email')}
            type="email"
            isRequired
            name="email"
            autoComplete="email"
            value={context.contact.email}
            error={error('contact.email')}
            onChange={(value) => actor.send({ type: 'EDIT_CONTACT', field: 'email', value })}
          />
          <TextField
            label={t('hotels:field.phone')}
            type="tel"
            isRequired
            name="phone"
            autoComplete="tel"
            value={context.contact.phone}
            error={error('contact.phone')}
            onChange={(value) => actor.send({ type: 'EDIT_CONTACT', field: 'phone', value })}
          />
        </div>
      </fieldset>
      {offer.vertical === 'hotels' && (
        <TextField
          label={t('hotels:field.specialRequests')}
          name="specialRequests"
          multiline
          maxLength={SPECIAL_REQUESTS_MAX}
          value={choice.specialRequests ?? ''}
          onChange={(specialRequests) =>
            actor.send({ type: 'CHOOSE', choice: { specialRequests } })
          }
        />
      )}
      <div>
        <Button type="submit" isPending={isPending} className={styles.submit}>
          {t('hotels:checkout.continue')}
        </Button>
      </div>
    </Form>
  );
}

function Confirmation({
  actor,
  context,
  tripsHref,
  isPending,
}: CheckoutProps & { context: CheckoutContext; isPending: boolean }) {
  const { t } = useTranslation(['booking', 'hotels', 'common']);
  const messageText = useMessageText();
  const booking = context.booking;
  if (!booking) return null;
  const cancelled = booking.status === 'CANCELLED';
  return (
    <div className={journey.page}>
      <div className={journey.twoColumns}>
        <section className={styles.confirmation}>
          <h1 className={journey.heading}>
            {cancelled ? t('confirmation.cancelled') : t('hotels:confirmation.title')}
          </h1>
          <p className={journey.muted}>{t('hotels:confirmation.reference')}</p>
          <p className={journey.reference} data-testid="booking-reference">
            {booking.referenceNumber}
          </p>
          {cancelled ? (
            <p data-testid="refund">
              {t('confirmation.refunded')} <Money amount={booking.refundedAmount ?? 0} />
            </p>
          ) : (
            <p>{t('hotels:confirmation.sentTo', { email: booking.contact.email })}</p>
          )}
          {booking.traveller && (
            <p className={journey.muted}>
              {t('confirmation.bookedFor', { name: booking.traveller.name })}
            </p>
          )}
          {booking.payment && (
            <p className={journey.muted}>
              {t('hotels:confirmation.paidWith', {
                brand: booking.payment.brand.toUpperCase(),
                last4: booking.payment.last4,
              })}
            </p>
          )}
          {context.error && (
            <p role="alert" className={journey.alert}>
              {messageText(context.error)}
            </p>
          )}
          <div className={journey.actions}>
            <ButtonLink href={tripsHref}>{t('hotels:confirmation.myTrips')}</ButtonLink>
            {!cancelled && booking.freeCancellation && (
              <Button
                tone="secondary"
                isPending={isPending}
                onPress={() => actor.send({ type: 'CANCEL' })}
              >
                {t('confirmation.cancel')}
              </Button>
            )}
          </div>
        </section>
        <BookingSummary booking={booking} />
      </div>
    </div>
  );
}
