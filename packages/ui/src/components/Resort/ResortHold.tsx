import type { ResortItinerary } from '@wl/core';
import { formatDateTime } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import type { LoadStatus } from '../HotelResults/HotelResults.tsx';
import * as styles from './Resort.css.ts';

export interface ResortHoldProps {
  /** `missing`: the URL names no itinerary. */
  status: LoadStatus | 'missing';
  /** Spec §7 GET /properties/hold-check answer (or the release's). */
  itinerary: ResortItinerary | null;
  error: string | null;
  onRetry(): void;
  /** Spec §4: releases the hold (PUT /itineraries?…&status=RELEASE). */
  onRelease(): void;
  releasing: boolean;
  newSearchHref: string;
  /** Where the hold is booked and paid (the booking engine's checkout); no button without it. */
  bookHref?: string | undefined;
}

/**
 * /booknow/resort/checkout: the held itinerary (reference number, status, hold expiry) and the
 * Release hold button. A failed release is the page's toast (spec §8: the server's error or
 * 'Internal Server Error'), sent by the page through the host.
 */
export function ResortHold(props: ResortHoldProps) {
  const { t } = useTranslation(['resort', 'common']);
  const language = useLanguage();
  const { status, itinerary } = props;
  return (
    <div className={journey.page}>
      <section className={journey.panel} aria-labelledby="resort-hold-heading">
        <h1 id="resort-hold-heading" className={journey.heading}>
          {t('resort:hold.title')}
        </h1>
        {status === 'missing' && <p>{t('resort:hold.missing')}</p>}
        {status === 'loading' && (
          <div role="status" aria-label={t('resort:hold.loading')}>
            <div className={`${journey.skeleton} ${styles.skeletonBody}`} aria-hidden />
          </div>
        )}
        {status === 'failed' && <LoadFailure error={props.error} onRetry={props.onRetry} />}
        {status === 'loaded' && itinerary && (
          <>
            <dl className={journey.facts}>
              <dt className={journey.factLabel}>{t('resort:hold.reference')}</dt>
              <dd className={`${journey.factValue} ${journey.reference}`}>
                {itinerary.reference_number}
              </dd>
              <dt className={journey.factLabel}>{t('resort:hold.status')}</dt>
              <dd className={journey.factValue} data-testid="resort-hold-status">
                {t(`resort:hold.status.${itinerary.status}`)}
              </dd>
              {itinerary.held && (
                <>
                  <dt className={journey.factLabel}>{t('resort:hold.expires')}</dt>
                  <dd className={journey.factValue}>
                    {formatDateTime(new Date(itinerary.hold_expires_at), language)}
                  </dd>
                </>
              )}
            </dl>
            {itinerary.held ? (
              <div className={journey.actions}>
                {props.bookHref && (
                  <ButtonLink href={props.bookHref}>{t('resort:hold.book')}</ButtonLink>
                )}
                <Button onPress={props.onRelease} isPending={props.releasing} tone="secondary">
                  {props.releasing ? t('resort:hold.releasing') : t('resort:hold.release')}
                </Button>
              </div>
            ) : itinerary.status === 'RELEASED' ? (
              <p role="status" className={journey.notice}>
                {t('resort:hold.released')}
              </p>
            ) : null}
          </>
        )}
        <div>
          <ButtonLink href={props.newSearchHref} tone="secondary" size="sm">
            {t('resort:hold.newSearch')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
