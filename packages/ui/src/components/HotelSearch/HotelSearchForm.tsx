import {
  type DateRule,
  HOTEL_OCCUPANCY_DEFAULT,
  type HotelOccupancy,
  type HotelSearchPlace,
  type HotelSearchQuery,
} from '@wl/core';
import type { Suggestion, suggestionsMachine } from '@wl/machines';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import * as journey from '../HotelJourney/journey.css.ts';
import { DateRangeField, type DayRange } from '../SearchFields/DateFields.tsx';
import { HotelOccupancyPicker } from '../SearchFields/GuestPickers.tsx';
import { SuggestionField, type SuggestionOption } from '../SearchFields/SuggestionField.tsx';
import * as styles from './HotelSearchForm.css.ts';

/** A place of the hotel auto-suggest answer (spec §7 locationSuggestions) the search can use. */
interface Place {
  id: string | number;
  name: string;
  fullName?: string;
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

/** How a hotel suggestion shows: its name, with the rest of its full name under it. */
export function describeHotelPlace(item: Suggestion): SuggestionOption | null {
  if (!isPlace(item)) return null;
  const detail = item.fullName && item.fullName !== item.name ? item.fullName : undefined;
  return {
    id: String(item.id),
    label: item.name,
    ...(detail ? { detail } : {}),
    item,
  };
}

export interface HotelSearchFormProps {
  /** suggestionsMachine for the hotel auto-suggest call (spec §7 POST /api/v2/hotel/auto-suggest). */
  suggestions: ActorRefFrom<typeof suggestionsMachine>;
  /** Core `dateRuleFor(agency, 'hotels', today)`: spec §9 same-day rules and 60-day window. */
  rule: DateRule;
  /** A search to start from (the URL's, when coming back to change it). */
  initial?: HotelSearchQuery | null;
  /**
   * A place to start from when there is no `initial` search (core `searchPlaceOf`: a link that
   * names a destination but no dates); dates and guests keep their defaults. `initial` wins.
   */
  initialPlace?: HotelSearchPlace | null;
  /** A complete search: the page opens its results (core `searchHref`). */
  onSearch(query: HotelSearchQuery): void;
  /** The form alone, without the page's panel and heading (the home page's search box). */
  bare?: boolean;
}

/**
 * The hotel search (issue 15): destination with live suggestions, stay dates and rooms and
 * guests, built from the shared search fields. Searching needs a place picked from the
 * suggestions (its coordinates) and dates the rule accepts.
 */
export function HotelSearchForm({
  suggestions,
  rule,
  initial,
  initialPlace,
  onSearch,
  bare = false,
}: HotelSearchFormProps) {
  const { t } = useTranslation(['search', 'common', 'hotels']);
  const [place, setPlace] = useState<SuggestionOption | null>(() => {
    const start = initial ?? initialPlace;
    return start
      ? {
          id: 'initial',
          label: start.destination,
          item: {
            id: 'initial',
            name: start.destination,
            latitude: start.lat,
            longitude: start.long,
          } satisfies Place,
        }
      : null;
  });
  const [dates, setDates] = useState<DayRange | null>(
    initial ? { start: initial.checkIn, end: initial.checkOut } : null,
  );
  const [occupancy, setOccupancy] = useState<HotelOccupancy>(
    initial
      ? {
          rooms: initial.rooms,
          adults: initial.adults,
          children: initial.children,
          childAges: initial.childAges,
        }
      : HOTEL_OCCUPANCY_DEFAULT,
  );
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const chosen = place && isPlace(place.item) ? place.item : null;
    if (!chosen || !dates) return;
    onSearch({
      destination: place?.label ?? chosen.name,
      lat: chosen.latitude,
      long: chosen.longitude,
      checkIn: dates.start,
      checkOut: dates.end,
      ...occupancy,
    });
  };

  const form = (
    <>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <SuggestionField
          label={t('search:field.destination')}
          actor={suggestions}
          describe={describeHotelPlace}
          value={place}
          onChange={setPlace}
          isRequired
          {...(tried && !place ? { errorMessage: t('search:suggestions.required') } : {})}
        />
        <DateRangeField
          label={t('search:field.stay')}
          rule={rule}
          value={dates}
          onChange={setDates}
        />
        <HotelOccupancyPicker value={occupancy} onChange={setOccupancy} />
        <Button type="submit">{t('search:submit')}</Button>
      </Form>
      {tried && !dates && (
        <p role="alert" className={journey.alert}>
          {t('search:dates.problem.missing')}
        </p>
      )}
    </>
  );
  if (bare) return form;
  return (
    <div className={journey.page}>
      <section className={journey.panel}>
        <h1 className={journey.heading}>{t('common:service.hotels')}</h1>
        {form}
      </section>
    </div>
  );
}
