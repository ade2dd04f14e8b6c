import { agencySchema, type ExchangeRates, MESSAGES } from '@wl/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import { type CurrencyEmitted, type CurrencyInput, currencyMachine } from './currencyMachine.ts';

const agency = agencySchema.parse({ agencyName: 'Horizon', subdomain: 'horizon' });
const partner = agencySchema.parse({
  agencyName: 'Solmar',
  subdomain: 'solmar',
  isAgencyClaro: true,
});
const enabledCurrencies = ['USD', 'EUR', 'GBP', 'MXN', 'AED'];
const rates: ExchangeRates = { USD: 1, EUR: 0.92, GBP: 0.79 };

const onSearchPage: CurrencyInput = {
  agency,
  enabledCurrencies,
  pathname: '/booknow/hotels/search',
  search: '',
};

function start(input: CurrencyInput = onSearchPage) {
  const answers: Deferred<ExchangeRates>[] = [];
  const persistCurrency = vi.fn();
  const clearStoredCurrency = vi.fn();
  const machine = currencyMachine.provide({
    actors: {
      fetchExchangeRates: fromPromise<ExchangeRates>(() => {
        const answer = deferred<ExchangeRates>();
        answers.push(answer);
        return answer.promise;
      }),
    },
    actions: {
      persistCurrency: (_, params) => persistCurrency(params.currency),
      clearStoredCurrency,
    },
  });
  const actor = createActor(machine, { input });
  const emitted: CurrencyEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, answers, persistCurrency, clearStoredCurrency, emitted };
}

describe('currencyMachine: exchange rates (spec §4 exchange rates, §3 multi-currency state)', () => {
  it('pending sets loading and clears the error', async () => {
    const { actor, answers } = start();
    expect(actor.getSnapshot().context).toMatchObject({
      isLoading: true,
      error: null,
      exchangeRates: null,
    });
    answers[0]?.reject({ message: 'down' });
    await settle();
    actor.send({ type: 'REFRESH_RATES' });
    expect(actor.getSnapshot().context).toMatchObject({ isLoading: true, error: null });
  });

  it('success stores the rates and ends loading', async () => {
    const { actor, answers } = start();
    answers[0]?.resolve(rates);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({
      exchangeRates: rates,
      isLoading: false,
      error: null,
    });
  });

  it('failure stores the server error and ends loading', async () => {
    const { actor, answers } = start();
    answers[0]?.reject({ error: 'Rates provider unavailable' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      isLoading: false,
      error: 'Rates provider unavailable',
      exchangeRates: null,
    });
  });

  it("failure without server data gives 'Failed to fetch exchange rates'", async () => {
    const { actor, answers } = start();
    answers[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.exchangeRatesFailed);
  });

  it('a failure is emitted as a message for the page to show (spec §8 messages, §2.9 toasts)', async () => {
    const { answers, emitted } = start();
    answers[0]?.reject({ error: 'Rates provider unavailable' });
    await settle();
    expect(emitted).toEqual([
      { type: 'message', message: 'Rates provider unavailable', tone: 'error' },
    ]);
  });

  it('a successful load emits no message', async () => {
    const { answers, emitted } = start();
    answers[0]?.resolve(rates);
    await settle();
    expect(emitted.filter((event) => event.type === 'message')).toEqual([]);
  });

  it('keeps the last rates when a refresh is under way', async () => {
    const { actor, answers } = start();
    answers[0]?.resolve(rates);
    await settle();
    actor.send({ type: 'REFRESH_RATES' });
    expect(actor.getSnapshot().context.exchangeRates).toEqual(rates);
  });
});

describe('currencyMachine: initial currency (spec §4 currency default, core resolveCurrency)', () => {
  it('is the visitor country currency when enabled, else US dollar', () => {
    expect(
      start({ ...onSearchPage, visitorCountryCurrency: 'EUR' }).actor.getSnapshot().context
        .selectedCurrency,
    ).toEqual({
      currency: 'EUR',
    });
    expect(
      start({ ...onSearchPage, visitorCountryCurrency: 'JPY' }).actor.getSnapshot().context
        .selectedCurrency,
    ).toEqual({
      currency: 'USD',
    });
  });

  it('is the Mexican peso for the Spanish-market partner agency', () => {
    const { actor } = start({ ...onSearchPage, agency: partner });
    expect(actor.getSnapshot().context.selectedCurrency.currency).toBe('MXN');
  });

  it('takes the stored choice away from home', () => {
    const { actor } = start({ ...onSearchPage, storedCurrency: 'GBP' });
    expect(actor.getSnapshot().context.selectedCurrency.currency).toBe('GBP');
  });

  it('ignores a stored choice on the home path, where it is being cleared', () => {
    const { actor } = start({ ...onSearchPage, pathname: '/', storedCurrency: 'GBP' });
    expect(actor.getSnapshot().context.selectedCurrency.currency).toBe('USD');
  });

  it('the currency query still wins on home (spec §2.1 currency parameter)', () => {
    const { actor } = start({
      ...onSearchPage,
      pathname: '/',
      queryCurrency: 'eur',
      storedCurrency: 'GBP',
    });
    expect(actor.getSnapshot().context.selectedCurrency.currency).toBe('EUR');
  });
});

describe('currencyMachine: stored choice cleared on home (spec §4 "cleared when on the home path")', () => {
  it('clears it when the page opens on home', () => {
    const { clearStoredCurrency } = start({ ...onSearchPage, pathname: '/' });
    expect(clearStoredCurrency).toHaveBeenCalledTimes(1);
  });

  it('does not clear it on other paths', () => {
    const { clearStoredCurrency } = start();
    expect(clearStoredCurrency).not.toHaveBeenCalled();
  });

  it('clears it when the visitor navigates to home', () => {
    const { actor, clearStoredCurrency } = start();
    actor.send({ type: 'LOCATION', pathname: '/booknow/cars', search: '' });
    expect(clearStoredCurrency).not.toHaveBeenCalled();
    actor.send({ type: 'LOCATION', pathname: '/', search: '?tab=Hotels' });
    expect(clearStoredCurrency).toHaveBeenCalledTimes(1);
  });
});

describe('currencyMachine: choosing a currency (spec §4 "kept in local storage", "broadcasts an update event")', () => {
  it('persists the choice, selects it and broadcasts the update', () => {
    const { actor, persistCurrency, emitted } = start();
    const euro = { currency: 'EUR', name: 'Germany', code: 'DE', symbol: '€' };
    actor.send({ type: 'CHOOSE', selected: euro });
    expect(persistCurrency).toHaveBeenCalledWith('EUR');
    expect(actor.getSnapshot().context.selectedCurrency).toEqual(euro);
    expect(emitted).toEqual([{ type: 'currency.updated', selectedCurrency: euro }]);
  });

  it('accepts any entry, even one outside the enabled list (spec §4 "set to any entry")', () => {
    const { actor } = start();
    actor.send({ type: 'CHOOSE', selected: { currency: 'JPY' } });
    expect(actor.getSnapshot().context.selectedCurrency.currency).toBe('JPY');
  });

  it('does not reload the page outside flight checkout', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'CHOOSE', selected: { currency: 'GBP' } });
    expect(emitted.map((event) => event.type)).toEqual(['currency.updated']);
  });
});

describe('currencyMachine: flight checkout (spec §4 "reloads with the currency parameter renamed curr")', () => {
  it('emits a reload to the same page with curr after broadcasting', () => {
    const { actor, emitted, persistCurrency } = start({
      ...onSearchPage,
      pathname: '/booknow/flights/checkout',
      search: '?id=F12&currency=USD',
    });
    actor.send({ type: 'CHOOSE', selected: { currency: 'EUR' } });
    expect(persistCurrency).toHaveBeenCalledWith('EUR');
    expect(emitted).toEqual([
      { type: 'currency.updated', selectedCurrency: { currency: 'EUR' } },
      { type: 'page.reload', href: '/booknow/flights/checkout?id=F12&curr=EUR' },
    ]);
  });

  it('uses the location the machine was last told about', () => {
    const { actor, emitted } = start();
    actor.send({
      type: 'LOCATION',
      pathname: '/booknow/flights/checkout',
      search: '?currency=USD',
    });
    actor.send({ type: 'CHOOSE', selected: { currency: 'GBP' } });
    expect(emitted.at(-1)).toEqual({
      type: 'page.reload',
      href: '/booknow/flights/checkout?curr=GBP',
    });
  });
});
