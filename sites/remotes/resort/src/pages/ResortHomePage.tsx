// /booknow/resort (spec §2.1): the destination search with the resort search's suggestions
// (spec §7 GET /search?key=, the key URL-encoded, spec §5) and the regions to browse (spec §7 GET
// /regions, then /regions?ids=…&children=true; failure: spec §8 'Failed to fetch regions and
// subregions').
import { dateRuleFor, MESSAGES } from '@wl/core';
import {
  isCanceled,
  type SuggestionsRequest,
  type SuggestionsResult,
  suggestionsMachine,
} from '@wl/machines';
import { type RemoteApi, type RemotePageProps, sameDayFlags, useRequest } from '@wl/remote-kit';
import { ResortHome } from '@wl/ui';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { parseResortSearch, RESORT_PATHS, resortSearchQuery } from '../resortQuery.ts';
import { useResortPage } from './resortPage.ts';

/** Spec §7's two-step regions call, as one load: regions, then the sub-regions of all of them. */
export async function loadRegions(api: RemoteApi) {
  try {
    const regions = await api.resort.regions();
    const places = regions.length > 0 ? await api.resort.subRegions(regions.map((r) => r.id)) : [];
    return regions.map((region) => ({
      ...region,
      places: places.filter((place) => String(place.parent_id) === String(region.id)),
    }));
  } catch (error) {
    if (isCanceled(error)) throw error;
    // Spec §8: this failure has its own words, whatever the server said.
    throw MESSAGES.regionsFailed;
  }
}

export default function ResortHomePage(props: RemotePageProps) {
  const { api } = useResortPage(props);
  const suggestions = useActorRef(
    suggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(
          async ({ input, signal }) => ({
            items: await api.resort.search('text' in input.query ? input.query.text : '', signal),
          }),
        ),
      },
    }),
    { input: { source: 'resort' } },
  );
  const regions = useRequest(() => loadRegions(api), null, 'regions');
  const { disallowSameDayBooking } = sameDayFlags(props.host);
  const rule = useMemo(
    () => dateRuleFor({ disallowSameDayBooking }, 'hotels', new Date()),
    [disallowSameDayBooking],
  );
  return (
    <ResortHome
      suggestions={suggestions}
      rule={rule}
      regions={{
        status: regions.status,
        regions: regions.data ?? [],
        error: regions.error,
      }}
      onRetryRegions={regions.retry}
      initial={parseResortSearch(props.search)}
      onSearch={(search) => props.navigate(`${RESORT_PATHS.search}?${resortSearchQuery(search)}`)}
    />
  );
}
