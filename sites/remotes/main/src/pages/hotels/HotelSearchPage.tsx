// /booknow/hotels/search (spec §2.1): the hotel search, with the hotel auto-suggest call of spec
// §7 (POST /api/v2/hotel/auto-suggest, the text as typed) behind its destination field. A search
// opens its results with the query in the URL (core `searchHref`), so it can be shared.
import { dateRuleFor, parseSearchQuery, searchHref } from '@wl/core';
import { suggestionsMachine } from '@wl/machines';
import type { RemotePageProps } from '@wl/remote-kit';
import { HotelSearchForm } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useHotelPage } from './hotelPageState.ts';

export default function HotelSearchPage(props: RemotePageProps) {
  const { api } = useHotelPage(props);
  const suggestions = useActorRef(
    suggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(async ({ input, signal }) => {
          const text = 'text' in input.query ? input.query.text : '';
          const answer = await api.hotelSuggestions(text, signal);
          return { items: answer.locationSuggestions, allData: answer.allData === true };
        }),
      },
    }),
    { input: { source: 'hotel' } },
  );
  const disallow = props.host.agency?.disallowSameDayBooking;
  const rule = useMemo(
    () =>
      dateRuleFor(
        { disallowSameDayBooking: disallow ?? { hotel: false, activities: false, car: false } },
        'hotels',
        new Date(),
      ),
    [disallow],
  );
  const earlier = parseSearchQuery('hotels', props.search);
  return (
    <HotelSearchForm
      suggestions={suggestions}
      rule={rule}
      initial={earlier.ok ? earlier.query : null}
      onSearch={(query) => props.navigate(searchHref('hotels', query))}
    />
  );
}
