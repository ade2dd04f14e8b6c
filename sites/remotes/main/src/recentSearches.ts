// The side navigation's Searches (core recentSearches): the searches an agent runs, remembered in
// this browser's storage when their results page opens, whichever page or link opened it.
import {
  isAgent,
  RECENT_SEARCHES_KEY,
  type RecentSearch,
  readRecentSearches,
  rememberSearch,
  searchOfResultsPage,
  type UserProfile,
} from '@wl/core';
import { useEffect } from 'react';

export function storedSearches(): RecentSearch[] {
  try {
    return readRecentSearches(localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    // Storage refused (private mode, a policy): nothing remembered, nothing shown.
    return [];
  }
}

function storeSearches(list: readonly RecentSearch[]) {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // As above: the search ran; it is only not remembered.
  }
}

export function clearSearches() {
  try {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Remembers the search of each results page a signed-in agent opens. */
export function useRememberSearch(url: URL, user: UserProfile | null | undefined) {
  const agent = isAgent(user);
  useEffect(() => {
    if (!agent) return;
    const search = searchOfResultsPage(url.pathname, url.searchParams);
    if (search) {
      storeSearches(rememberSearch(storedSearches(), { ...search, at: new Date().toISOString() }));
    }
  }, [agent, url]);
}
