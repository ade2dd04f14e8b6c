import type { ResortAvailability, Viewer } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import type { LoadStatus } from '../HotelResults/HotelResults.tsx';
import { PriceDisplay } from '../PriceDisplay/PriceDisplay.tsx';
import * as styles from './Resort.css.ts';

export interface ResortDetailsProps {
  /** `signIn`: availability and holds need a token or the non-login flow (spec §4). */
  status: LoadStatus | 'signIn';
  /** Spec §7 GET /properties/availability for the stay, rates in US dollars for every night. */
  availability: ResortAvailability | null;
  error: string | null;
  onRetry(): void;
  onHold(): void;
  /** A hold is being placed. */
  holding: boolean;
  /** Why the last hold failed (the server's message), shown beside the button. */
  holdError: string | null;
  backHref: string;
  loginHref: string;
  viewer: Viewer;
  allowNonLoginFlow: boolean;
  returnTo: string;
}

/** /booknow/resort/details: a resort's availability for the dates and adults, and Hold. */
export function ResortDetails(props: ResortDetailsProps) {
  const { t } = useTranslation(['resort', 'common']);
  const language = useLanguage();
  const messageText = useMessageText();
  const { status, availability } = props;
  const day = (iso: string) => formatDay(iso, language);
  return (
    <div className={journey.page}>
      <div>
        <ButtonLink href={props.backHref} tone="secondary" size="sm">
          {t('resort:details.back')}
        </ButtonLink>
      </div>
      {status === 'signIn' && (
        <div className={journey.panel}>
          <p className={journey.subheading}>{t('resort:deals.signIn')}</p>
          <div>
            <ButtonLink href={props.loginHref}>{t('common:action.logIn')}</ButtonLink>
          </div>
        </div>
      )}
      {status === 'loading' && (
        <div role="status" aria-label={t('resort:details.loading')} className={journey.panel}>
          <div className={`${journey.skeleton} ${styles.skeletonTitle}`} aria-hidden />
          <div className={`${journey.skeleton} ${styles.skeletonBody}`} aria-hidden />
        </div>
      )}
      {status === 'failed' && <LoadFailure error={props.error} onRetry={props.onRetry} />}
      {status === 'loaded' && availability && (
        <section className={journey.panel} aria-labelledby="resort-details-heading">
          <h1 id="resort-details-heading" className={journey.heading}>
            {availability.name}
          </h1>
          <p className={journey.muted}>
            {t('resort:details.dates', {
              checkIn: day(availability.check_in),
              checkOut: day(availability.check_out),
            })}
            {' · '}
            {t('resort:details.stay', {
              nights: availability.nights,
              adults: availability.adults,
            })}
          </p>
          <p className={journey.total}>{t('resort:details.total')}</p>
          <PriceDisplay
            rates={availability.rates}
            tab="Hotels"
            viewer={props.viewer}
            allowNonLoginFlow={props.allowNonLoginFlow}
            redirect={props.returnTo}
          />
          {availability.available ? (
            <>
              <p role="status">
                {t('resort:details.roomsLeft', { count: availability.rooms_left })}
              </p>
              <div className={journey.actions}>
                <Button onPress={props.onHold} isPending={props.holding}>
                  {props.holding ? t('resort:details.holding') : t('resort:details.hold')}
                </Button>
                {props.holdError && (
                  <p role="alert" className={journey.alert}>
                    {messageText(props.holdError)}
                  </p>
                )}
              </div>
            </>
          ) : (
            <p className={journey.notice}>{t('resort:details.unavailable')}</p>
          )}
        </section>
      )}
    </div>
  );
}
