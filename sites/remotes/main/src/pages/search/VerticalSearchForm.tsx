// Which form a vertical searches with, and the spec §7 calls behind its fields (issue 15): the
// search pages and the home page's search box both draw it, so a field or a call is wired once.
import { dateRuleFor, type SearchVertical, searchHref } from '@wl/core';
import type { HostState } from '@wl/remote-host/remote';
import { type Navigate, sameDayFlags, useRemoteApi } from '@wl/remote-kit';
import {
  ActivitySearchForm,
  type CarCountry,
  CarSearchForm,
  CruiseSearchForm,
  FlightSearchForm,
  HotelSearchForm,
  type ShipLineOption,
} from '@wl/ui';
import { useEffect, useMemo, useState } from 'react';
import { formStart } from './formStart.ts';
import { useSearchQuery, useSuggestionsActor } from './searchKit.tsx';

export interface VerticalSearchFormProps {
  vertical: SearchVertical;
  /** The query to start from (a results URL's, when coming back to change it). */
  search: URLSearchParams;
  host: Partial<HostState>;
  navigate: Navigate;
  /**
   * Without the hotel form's page panel and heading (the home page's search box has its own);
   * the other verticals' forms have none of their own.
   */
  bare?: boolean;
}

/** The vertical's search form; a search opens its results with the query in the URL. */
export function VerticalSearchForm(props: VerticalSearchFormProps) {
  switch (props.vertical) {
    case 'hotels':
      return <HotelsForm {...props} />;
    case 'flights':
      return <FlightsForm {...props} />;
    case 'cars':
      return <CarsForm {...props} />;
    case 'activities':
      return <ActivitiesForm {...props} />;
    case 'cruise':
      return <CruiseForm {...props} />;
  }
}

function HotelsForm({ search, host, navigate, bare }: VerticalSearchFormProps) {
  const api = useRemoteApi(host);
  const suggestions = useSuggestionsActor(api, 'hotel');
  const { disallowSameDayBooking } = sameDayFlags(host);
  const rule = useMemo(
    () => dateRuleFor({ disallowSameDayBooking }, 'hotels', new Date()),
    [disallowSameDayBooking],
  );
  const { initial, initialPlace } = formStart('hotels', search);
  return (
    <HotelSearchForm
      suggestions={suggestions}
      rule={rule}
      initial={initial}
      initialPlace={initialPlace}
      onSearch={(query) => navigate(searchHref('hotels', query))}
      bare={bare ?? false}
    />
  );
}

function FlightsForm({ search, host, navigate }: VerticalSearchFormProps) {
  const api = useRemoteApi(host);
  const fromActor = useSuggestionsActor(api, 'airport');
  const toActor = useSuggestionsActor(api, 'airport');
  const { initial, initialPlace } = formStart('flights', search);
  return (
    <FlightSearchForm
      key={search.toString()}
      initial={initial}
      initialPlace={initialPlace}
      fromActor={fromActor}
      toActor={toActor}
      onSubmit={(next) => navigate(searchHref('flights', next))}
    />
  );
}

function CarsForm({ search, host, navigate }: VerticalSearchFormProps) {
  const api = useRemoteApi(host);
  const pickupActor = useSuggestionsActor(api, 'car');
  const [countries, setCountries] = useState<CarCountry[]>([]);
  useEffect(() => {
    let live = true;
    // Spec §8: a country list that fails to load stays empty; the default (US) still searches.
    api
      .carCountries()
      .then((list) => {
        if (live) {
          setCountries(
            list.flatMap((entry) =>
              typeof entry.code === 'string' && typeof entry.name === 'string'
                ? [{ code: entry.code, name: entry.name }]
                : [],
            ),
          );
        }
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  const { query, key } = useSearchQuery('cars', search);
  return (
    <CarSearchForm
      key={key}
      initial={query}
      pickupActor={pickupActor}
      countries={countries}
      onSubmit={(next) => navigate(searchHref('cars', next))}
    />
  );
}

function ActivitiesForm({ search, host, navigate }: VerticalSearchFormProps) {
  const api = useRemoteApi(host);
  const destinationActor = useSuggestionsActor(api, 'activity');
  const { query, key } = useSearchQuery('activities', search);
  return (
    <ActivitySearchForm
      key={key}
      initial={query}
      destinationActor={destinationActor}
      onSubmit={(next) => navigate(searchHref('activities', next))}
    />
  );
}

function CruiseForm({ search, host, navigate }: VerticalSearchFormProps) {
  const api = useRemoteApi(host);
  const [shipLines, setShipLines] = useState<ShipLineOption[]>([]);
  useEffect(() => {
    let live = true;
    // Spec §8: a list that fails to load stays empty; 'Any cruise line' still searches.
    api
      .shipLines()
      .then((lines) => {
        if (live) setShipLines(lines.map(({ id, name }) => ({ id, name })));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api]);
  const { query, key } = useSearchQuery('cruise', search);
  return (
    <CruiseSearchForm
      key={key}
      initial={query}
      shipLines={shipLines}
      onSubmit={(next) => navigate(searchHref('cruise', next))}
    />
  );
}
