import type { DateRule, ResortRegion, ResortSubRegion } from '@wl/core';
import type { Suggestion, suggestionsMachine } from '@wl/machines';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import { LoadFailure } from '../HotelJourney/LoadFailure.tsx';
import * as results from '../HotelResults/HotelResults.css.ts';
import type { LoadStatus } from '../HotelResults/HotelResults.tsx';
import { DateRangeField, type DayRange } from '../SearchFields/DateFields.tsx';
import { SuggestionField, type SuggestionOption } from '../SearchFields/SuggestionField.tsx';
import * as styles from './Resort.css.ts';

/** A resort search as the URL holds it: a place with its position, the stay and the adults. */
export interface ResortSearch {
  place: string;
  lat: number;
  lon: number;
  checkIn: string;
  checkOut: string;
  adults: number;
}

/** Spec §9 hotel deal default (2 adults) and the reference API's limit (1 to 9). */
export const RESORT_ADULTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

interface Place {
  id: string | number;
  name: string;
  type?: string;
  latitude: number;
  longitude: number;
}

function isPlace(item: Suggestion): item is Place {
  const place = item as Partial<Place> | null;
  return (
    !!place &&
    typeof place.name === 'string' &&
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number'
  );
}

/** How a resort suggestion (spec §7 GET /search?key=) shows; one with no position is left out. */
export function describeResortPlace(item: Suggestion): SuggestionOption | null {
  if (!isPlace(item)) return null;
  return { id: `${item.type ?? 'place'}-${item.id}`, label: item.name, item };
}

export interface ResortRegionsState {
  status: LoadStatus;
  /** Spec §7 GET /regions, each with the sub-regions of GET /regions?ids=…&children=true. */
  regions: readonly (ResortRegion & { places: readonly ResortSubRegion[] })[];
  /** Spec §8 'Failed to fetch regions and subregions'. */
  error: string | null;
}

export interface ResortHomeProps {
  /** suggestionsMachine on spec §7 GET /search?key= (the key URL-encoded, spec §5). */
  suggestions: ActorRefFrom<typeof suggestionsMachine>;
  /** Core `dateRuleFor(agency, 'hotels', today)`: a resort stay follows the hotel stay rules. */
  rule: DateRule;
  regions: ResortRegionsState;
  onRetryRegions(): void;
  /** A search to start from (the URL's, when coming back to change it). */
  initial?: ResortSearch | null;
  onSearch(search: ResortSearch): void;
}

/**
 * /booknow/resort (spec §2.1): a destination search with as-you-type suggestions, the stay and
 * the adults, and the regions with their sub-regions to browse. Picking a sub-region searches it
 * with the dates chosen above.
 */
export function ResortHome({
  suggestions,
  rule,
  regions,
  onRetryRegions,
  initial,
  onSearch,
}: ResortHomeProps) {
  const { t } = useTranslation(['resort', 'search', 'common']);
  const [place, setPlace] = useState<SuggestionOption | null>(
    initial
      ? {
          id: 'initial',
          label: initial.place,
          item: {
            id: 'initial',
            name: initial.place,
            latitude: initial.lat,
            longitude: initial.lon,
          },
        }
      : null,
  );
  const [dates, setDates] = useState<DayRange | null>(
    initial ? { start: initial.checkIn, end: initial.checkOut } : null,
  );
  const [adults, setAdults] = useState(initial?.adults ?? 2);
  const [tried, setTried] = useState(false);

  const search = (chosen: Place, label: string) => {
    setTried(true);
    if (!dates) return;
    onSearch({
      place: label,
      lat: chosen.latitude,
      lon: chosen.longitude,
      checkIn: dates.start,
      checkOut: dates.end,
      adults,
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (place && isPlace(place.item)) search(place.item, place.label);
  };

  return (
    <div className={journey.page}>
      <section className={journey.panel} aria-labelledby="resort-search-heading">
        <h1 id="resort-search-heading" className={journey.heading}>
          {t('resort:title')}
        </h1>
        <p className={journey.muted}>{t('resort:lead')}</p>
        <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
          <SuggestionField
            label={t('resort:field.destination')}
            actor={suggestions}
            describe={describeResortPlace}
            value={place}
            onChange={setPlace}
            isRequired
            {...(tried && !place ? { errorMessage: t('resort:search.placeRequired') } : {})}
          />
          <DateRangeField
            label={t('search:field.stay')}
            rule={rule}
            value={dates}
            onChange={setDates}
          />
          <label className={results.control}>
            {t('resort:field.adults')}
            <select
              className={results.select}
              value={adults}
              onChange={(event) => setAdults(Number(event.target.value))}
            >
              {RESORT_ADULTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit">{t('resort:search.submit')}</Button>
        </Form>
        {tried && !dates && (
          <p role="alert" className={journey.alert}>
            {t('search:dates.problem.missing')}
          </p>
        )}
      </section>

      <section className={styles.regions} aria-labelledby="resort-regions-heading">
        <h2 id="resort-regions-heading" className={journey.subheading}>
          {t('resort:regions.heading')}
        </h2>
        {regions.status === 'loading' && (
          <div role="status" aria-label={t('resort:regions.loading')}>
            <ul className={styles.chips} aria-hidden>
              {[0, 1, 2, 3].map((index) => (
                <li key={index} className={`${journey.skeleton} ${styles.skeletonChip}`} />
              ))}
            </ul>
          </div>
        )}
        {regions.status === 'failed' && (
          <LoadFailure error={regions.error} onRetry={onRetryRegions} />
        )}
        {regions.status === 'loaded' &&
          regions.regions.map((region) => (
            <div key={region.id} className={journey.panel}>
              <h3 className={journey.subheading}>{region.name}</h3>
              <ul
                className={styles.chips}
                aria-label={t('resort:regions.places', { region: region.name })}
              >
                {region.places.map((sub) => (
                  <li key={sub.id}>
                    <Button
                      tone="secondary"
                      size="sm"
                      isDisabled={typeof sub.latitude !== 'number'}
                      onPress={() => {
                        if (typeof sub.latitude === 'number' && typeof sub.longitude === 'number')
                          search(
                            {
                              id: sub.id,
                              name: sub.name,
                              latitude: sub.latitude,
                              longitude: sub.longitude,
                            },
                            sub.name,
                          );
                      }}
                    >
                      {sub.name}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </section>
    </div>
  );
}
