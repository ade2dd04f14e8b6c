// The side navigation's Searches (spec §1 lists "searches" among the agents' items; the page is
// ours): the searches an agent ran on this device, newest first, each to run again. Kept in the
// browser's storage, never sent anywhere: a search says nothing the agent's next visit needs the
// server for.
import { z } from '../zod.ts';
import { SEARCH_VERTICALS, type SearchVertical } from './searchDates.ts';
import {
  parseSearchQuery,
  resultsVerticalOf,
  SEARCH_RESULTS_PATHS,
  searchDatesOf,
  serialiseSearchQuery,
} from './searchQuery.ts';

/** The localStorage key of the list. */
export const RECENT_SEARCHES_KEY = 'wlRecentSearches';
export const MAX_RECENT_SEARCHES = 20;

const recentSearchSchema = z.object({
  vertical: z.enum(SEARCH_VERTICALS),
  /** The query as the results URL carries it (core `serialiseSearchQuery`). */
  query: z.string().check(z.maxLength(2000)),
  /** When it ran, ISO 8601. */
  at: z.string(),
});
export type RecentSearch = z.output<typeof recentSearchSchema>;

/**
 * The search a results page shows (spec §2.1 results routes), as it is stored: null for any other
 * page and for a results page without a whole query. Keys the query does not own (a chosen hotel,
 * the sort order) are left out, so the list and a hotel opened from it are one search.
 */
export function searchOfResultsPage(
  pathname: string,
  params: URLSearchParams,
): Omit<RecentSearch, 'at'> | null {
  const vertical = resultsVerticalOf(pathname);
  if (!vertical) return null;
  const parsed = parseSearchQuery(vertical, params);
  return parsed.ok ? { vertical, query: serialiseSearchQuery(vertical, parsed.query) } : null;
}

/** The stored list; anything unreadable (another version, a hand edit) is no list at all. */
export function readRecentSearches(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  try {
    const parsed = z.array(recentSearchSchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data.slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** The list with `search` first: the same search run again moves up instead of repeating. */
export function rememberSearch(
  list: readonly RecentSearch[],
  search: RecentSearch,
): RecentSearch[] {
  const others = list.filter(
    (entry) => entry.vertical !== search.vertical || entry.query !== search.query,
  );
  return [search, ...others].slice(0, MAX_RECENT_SEARCHES);
}

export interface RecentSearchView {
  vertical: SearchVertical;
  /** The results page that runs it again. */
  href: string;
  /** Where: the destination, the pick-up place or the two airports; null for cruises. */
  place: string | null;
  start: string;
  end?: string | undefined;
  at: string;
}

/** What the page shows of a stored search; null when its query no longer reads. */
export function recentSearchView(search: RecentSearch): RecentSearchView | null {
  const parsed = parseSearchQuery(search.vertical, new URLSearchParams(search.query));
  if (!parsed.ok) return null;
  const query = parsed.query as Record<string, unknown>;
  const place =
    search.vertical === 'flights'
      ? `${query.fromName} → ${query.toName}`
      : search.vertical === 'cars'
        ? String(query.pickup)
        : search.vertical === 'cruise'
          ? null
          : String(query.destination);
  const { start, end } = searchDatesOf(search.vertical, parsed.query);
  return {
    vertical: search.vertical,
    href: `${SEARCH_RESULTS_PATHS[search.vertical]}?${search.query}`,
    place,
    start,
    end,
    at: search.at,
  };
}
