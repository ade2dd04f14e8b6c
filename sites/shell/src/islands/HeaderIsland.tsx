import type { CountryCurrency } from '@wl/core';
import { Header } from '@wl/ui';
import { useEffect, useState } from 'react';
import { IslandProviders } from './IslandProviders.tsx';
import { pageShell } from './shell.ts';
import { siteApi } from './siteApi.ts';

export interface HeaderIslandProps {
  /** Path of the page at build time; in the browser the real location (query included) wins. */
  path: string;
}

/** The spec §2.6 header as an island: pickers and menus need JavaScript, the logo and links not. */
export default function HeaderIsland({ path }: HeaderIslandProps) {
  const [currentPath, setCurrentPath] = useState(path);
  const [currencies, setCurrencies] = useState<CountryCurrency[]>([]);
  useEffect(() => {
    setCurrentPath(window.location.pathname + window.location.search);
    // Spec §4 app start: the enabled countries and their currencies come from the API, so a change needs no rebuild.
    siteApi(pageShell().shell)
      .enabledCountries()
      .then(setCurrencies)
      .catch(() => setCurrencies([]));
  }, []);
  return (
    <IslandProviders>
      <Header currencies={currencies} currentPath={currentPath} />
    </IslandProviders>
  );
}
