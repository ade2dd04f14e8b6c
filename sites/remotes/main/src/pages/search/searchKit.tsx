// What every search page of the main remote shares: a suggestions actor per
// field on the spec §7 calls, the results machine for a parsed query, and the page frame.
import { parseSearchQuery, type SearchVertical, searchDateProblem } from '@wl/core';
import type { SuggestionSource, SuggestionsRequest, SuggestionsResult } from '@wl/machines';
import { searchResultsMachine, suggestionsMachine } from '@wl/machines';
import type { RemoteApi } from '@wl/remote-kit';
import { useAgencyConfig } from '@wl/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';

/** Spec §7 suggestion calls, each answer mapped to the machine's items. */
function suggestionsCall(api: RemoteApi) {
  return async (
    { source, query }: SuggestionsRequest,
    signal: AbortSignal,
  ): Promise<SuggestionsResult> => {
    const text = 'text' in query ? query.text : '';
    switch (source) {
      case 'hotel': {
        const data = await api.hotelSuggestions(text, signal);
        return { items: data.locationSuggestions, allData: Boolean(data.allData) };
      }
      case 'airport':
        return { items: await api.airportSuggestions(text, signal) };
      case 'activity': {
        const answer = await api.activitySuggestions(text, signal);
        return { items: answer.data, allData: Boolean(answer.allData) };
      }
      case 'car': {
        const data = await api.carSuggestions(text, signal);
        return { items: data.locations, allData: Boolean(data.allData) };
      }
      default:
        throw new Error(`no suggestion call for ${source} in the main remote`);
    }
  };
}

/** A suggestionsMachine actor for one field (spec §4 suggestion searches). */
export function useSuggestionsActor(api: RemoteApi, source: SuggestionSource) {
  const logic = useMemo(() => {
    const call = suggestionsCall(api);
    return suggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(({ input, signal }) =>
          call(input, signal),
        ),
      },
    });
  }, [api]);
  return useActorRef(logic, { input: { source } });
}

/** The results of one query: a searchResultsMachine actor and what the view needs of it. */
export function useResults<Item>(search: (signal: AbortSignal) => Promise<Item[]>) {
  // A new query is a new page (the list is keyed by the query): the search is fixed per mount.
  const [logic] = useState(() =>
    searchResultsMachine.provide({
      actors: {
        fetchResults: fromPromise<unknown[]>(({ signal }) => search(signal)),
      },
    }),
  );
  const actor = useActorRef(logic);
  const status = useSelector(actor, (snapshot) =>
    snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading',
  ) as 'loading' | 'loaded' | 'failed';
  const items = useSelector(actor, (snapshot) => snapshot.context.items) as Item[];
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return { status, items, error, retry: () => actor.send({ type: 'RETRY' }) };
}

/**
 * What a search page reads from its URL (spec §2.1: a search can be shared and reloaded): the
 * query as core parses it, the same query when its dates are bookable (core
 * `searchDateProblem`), else null, and the key that restarts the form and the results on a
 * new search.
 */
export function useSearchQuery<V extends SearchVertical>(vertical: V, search: URLSearchParams) {
  const { agency } = useAgencyConfig();
  const parsed = parseSearchQuery(vertical, search);
  const query = parsed.ok ? parsed.query : null;
  const usable = query && !searchDateProblem(vertical, query, agency, new Date()) ? query : null;
  return { parsed, query, usable, key: search.toString() };
}
