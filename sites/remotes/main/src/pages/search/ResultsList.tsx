// The results of one parsed query for each vertical: the searchResultsMachine actor, the
// arrangement the traveller picks (core resultsOrder), the cards priced per viewer (spec §2.3).
import {
  type ActivityResult,
  arrangeActivities,
  arrangeCars,
  arrangeCruises,
  arrangeFlights,
  type CarResult,
  type CruiseResult,
  type FlightResult,
  RESULT_SORTS,
  type ResultSort,
  type ResultsVertical,
  type Viewer,
} from '@wl/core';
import {
  ActivityResultCard,
  CarResultCard,
  CruiseResultCard,
  FlightResultCard,
  ResultFilterCheckbox,
  ResultsView,
} from '@wl/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResults } from './searchKit.tsx';

interface ListProps<Item> {
  search: (signal: AbortSignal) => Promise<Item[]>;
  viewer: Viewer;
  /** This results page (Reveal Price's login comes back here). */
  redirect: string;
  changeSearchHref: string;
  /** Where choosing a result leads: its offer's booking page (core `offerHref`). */
  bookHref: (offerId: string) => string;
}

function useSortOptions<V extends ResultsVertical>(vertical: V) {
  const { t } = useTranslation('search');
  return RESULT_SORTS[vertical].map((id) => ({ id, label: t(`sort.${id}`) })) as {
    id: ResultSort<V>;
    label: string;
  }[];
}

export function FlightResultsList({
  search,
  viewer,
  redirect,
  changeSearchHref,
  bookHref,
}: ListProps<FlightResult>) {
  const { t } = useTranslation('search');
  const results = useResults(search);
  const [sort, setSort] = useState<ResultSort<'flights'>>('price');
  const [nonStopOnly, setNonStopOnly] = useState(false);
  const shown = arrangeFlights(results.items, sort, { nonStopOnly });
  return (
    <ResultsView
      status={results.status}
      error={results.error}
      total={results.items.length}
      shown={shown.length}
      sort={sort}
      sortOptions={useSortOptions('flights')}
      onSortChange={setSort}
      onRetry={results.retry}
      changeSearchHref={changeSearchHref}
      filters={
        <ResultFilterCheckbox
          label={t('filter.nonStopOnly')}
          isSelected={nonStopOnly}
          onChange={setNonStopOnly}
        />
      }
    >
      {shown.map((flight) => (
        <FlightResultCard
          key={flight.id}
          flight={flight}
          viewer={viewer}
          redirect={redirect}
          bookHref={bookHref(flight.id)}
        />
      ))}
    </ResultsView>
  );
}

export function CarResultsList({
  search,
  viewer,
  redirect,
  changeSearchHref,
  bookHref,
}: ListProps<CarResult>) {
  const { t } = useTranslation('search');
  const results = useResults(search);
  const [sort, setSort] = useState<ResultSort<'cars'>>('price');
  const [automaticOnly, setAutomaticOnly] = useState(false);
  const shown = arrangeCars(results.items, sort, { automaticOnly });
  return (
    <ResultsView
      status={results.status}
      error={results.error}
      total={results.items.length}
      shown={shown.length}
      sort={sort}
      sortOptions={useSortOptions('cars')}
      onSortChange={setSort}
      onRetry={results.retry}
      changeSearchHref={changeSearchHref}
      filters={
        <ResultFilterCheckbox
          label={t('filter.automaticOnly')}
          isSelected={automaticOnly}
          onChange={setAutomaticOnly}
        />
      }
    >
      {shown.map((car) => (
        <CarResultCard
          key={car.id}
          car={car}
          viewer={viewer}
          redirect={redirect}
          bookHref={bookHref(car.id)}
        />
      ))}
    </ResultsView>
  );
}

export function ActivityResultsList({
  search,
  viewer,
  redirect,
  changeSearchHref,
  bookHref,
}: ListProps<ActivityResult>) {
  const { t } = useTranslation('search');
  const results = useResults(search);
  const [sort, setSort] = useState<ResultSort<'activities'>>('price');
  const [freeCancellationOnly, setFreeCancellationOnly] = useState(false);
  const shown = arrangeActivities(results.items, sort, { freeCancellationOnly });
  return (
    <ResultsView
      status={results.status}
      error={results.error}
      total={results.items.length}
      shown={shown.length}
      sort={sort}
      sortOptions={useSortOptions('activities')}
      onSortChange={setSort}
      onRetry={results.retry}
      changeSearchHref={changeSearchHref}
      filters={
        <ResultFilterCheckbox
          label={t('filter.freeCancellationOnly')}
          isSelected={freeCancellationOnly}
          onChange={setFreeCancellationOnly}
        />
      }
    >
      {shown.map((activity) => (
        <ActivityResultCard
          key={activity.id}
          activity={activity}
          viewer={viewer}
          redirect={redirect}
          bookHref={bookHref(activity.productCode)}
        />
      ))}
    </ResultsView>
  );
}

/** Ours: the cruise lengths a traveller narrows to (nights). */
const CRUISE_LENGTHS = [5, 7, 10] as const;

export function CruiseResultsList({
  search,
  viewer,
  redirect,
  changeSearchHref,
  bookHref,
}: ListProps<CruiseResult>) {
  const { t } = useTranslation('search');
  const results = useResults(search);
  const [sort, setSort] = useState<ResultSort<'cruise'>>('price');
  const [shortOnly, setShortOnly] = useState(false);
  const shown = arrangeCruises(results.items, sort, {
    maxNights: shortOnly ? CRUISE_LENGTHS[1] : null,
  });
  return (
    <ResultsView
      status={results.status}
      error={results.error}
      total={results.items.length}
      shown={shown.length}
      sort={sort}
      sortOptions={useSortOptions('cruise')}
      onSortChange={setSort}
      onRetry={results.retry}
      changeSearchHref={changeSearchHref}
      filters={
        <ResultFilterCheckbox
          label={t('filter.upToNights', { nights: CRUISE_LENGTHS[1] })}
          isSelected={shortOnly}
          onChange={setShortOnly}
        />
      }
    >
      {shown.map((cruise) => (
        <CruiseResultCard
          key={cruise.id}
          cruise={cruise}
          viewer={viewer}
          redirect={redirect}
          bookHref={bookHref(cruise.id)}
        />
      ))}
    </ResultsView>
  );
}
