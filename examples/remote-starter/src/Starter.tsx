// What the starter shows: the host state it received and a few prices, held in US dollars and
// shown in the currency chosen in the shell's header (the host's exchange rates), and a button
// that asks the shell for a toast. Its texts are English only: a real remote takes its texts from
// the host (`texts(language)` of the mount context) or its own translations.
import { convertFromUsd, createRemoteClient, type HostState } from '@wl/remote-sdk';
import { useSyncExternalStore } from 'react';

export interface HostStateStore {
  subscribe(listener: () => void): () => void;
  get(): Partial<HostState>;
}

const TRIPS = [
  { name: 'Lisbon city break, 3 nights', usd: 420 },
  { name: 'Alpine lodge, 5 nights', usd: 1180 },
  { name: 'Canal cruise, 1 day', usd: 95 },
];

const client = createRemoteClient();

function price(usd: number, state: Partial<HostState>): string {
  const currency = state.multicurrency?.selectedCurrency.currency ?? 'USD';
  const shown = convertFromUsd(usd, currency, state.multicurrency?.exchangeRates);
  return new Intl.NumberFormat(state.language ?? 'en', {
    style: 'currency',
    currency: shown.currency,
  }).format(shown.amount);
}

export function Starter({ path, store }: { path: string; store: HostStateStore }) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const user = state.user;
  const name = user
    ? `${user.personal_info.first_name} ${user.personal_info.last_name}`.trim()
    : '';
  return (
    <section className="wl-starter" aria-labelledby="wl-starter-title">
      <h1 id="wl-starter-title">Remote starter</h1>
      <dl className="wl-starter-state">
        <dt>Path</dt>
        <dd data-field="path">{path}</dd>
        <dt>Agency</dt>
        <dd data-field="agency">{state.agency?.agencyName ?? '…'}</dd>
        <dt>Traveller</dt>
        <dd data-field="user">{user ? name || user.personal_info.email : 'Signed out'}</dd>
        <dt>Language</dt>
        <dd data-field="language">{state.language ?? '…'}</dd>
        <dt>Currency</dt>
        <dd data-field="currency">{state.multicurrency?.selectedCurrency.currency ?? '…'}</dd>
      </dl>
      <h2>Trips</h2>
      <ul className="wl-starter-trips">
        {TRIPS.map((trip) => (
          <li key={trip.name}>
            <span>{trip.name}</span> <span data-field="price">{price(trip.usd, state)}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="wl-starter-button"
        onClick={() => client.showToast('Hello from the remote starter', 'success')}
      >
        Show a toast
      </button>
    </section>
  );
}
