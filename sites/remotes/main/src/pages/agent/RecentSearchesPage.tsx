// /searches (the side navigation's Searches, spec §1; ours in the route table): the searches an
// agent ran on this device (src/recentSearches.ts remembers them).
import { type RecentSearchView, recentSearchView } from '@wl/core';
import type { RemotePageProps } from '@wl/remote-kit';
import { RecentSearches } from '@wl/ui';
import { useState } from 'react';
import { clearSearches, storedSearches } from '../../recentSearches.ts';
import { AreaGate } from '../areas/AreaGate.tsx';

const views = (): RecentSearchView[] =>
  storedSearches().flatMap((search) => recentSearchView(search) ?? []);

function Searches() {
  const [searches, setSearches] = useState(views);
  return (
    <RecentSearches
      searches={searches}
      onClear={() => {
        clearSearches();
        setSearches([]);
      }}
    />
  );
}

export default function RecentSearchesPage(page: RemotePageProps) {
  return <AreaGate page={page}>{() => <Searches />}</AreaGate>;
}
