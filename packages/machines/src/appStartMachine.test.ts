import { type Agency, agencySchema, type CountryCurrency, type Language, MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Deferred, deferred, settle } from '../test/helpers.ts';
import { appStartMachine } from './appStartMachine.ts';

const agency = agencySchema.parse({ agencyName: 'Horizon Travel Co.', subdomain: 'horizon' });
const inactiveAgency = agencySchema.parse({ ...agency, status: 'Inactive' });

const usd: CountryCurrency = {
  name: 'United States',
  code: 'US',
  currency: 'USD',
  emoji: '🇺🇸',
  unicode: 'U+1F1FA U+1F1F8',
  image: '/assets/flags/us.svg',
  symbol: '$',
};
const english: Language = { name: 'English', code: 'en', value: 'en' };

function start() {
  const calls = {
    agency: [] as Deferred<Agency | null>[],
    currencies: [] as Deferred<CountryCurrency[]>[],
    countries: [] as Deferred<CountryCurrency[]>[],
    languages: [] as Deferred<Language[]>[],
  };
  const answer = <T>(list: Deferred<T>[]) =>
    fromPromise<T>(() => {
      const call = deferred<T>();
      list.push(call);
      return call.promise;
    });
  const machine = appStartMachine.provide({
    actors: {
      loadAgency: answer(calls.agency),
      loadEnabledCurrencies: answer(calls.currencies),
      loadEnabledCountries: answer(calls.countries),
      loadLanguages: answer(calls.languages),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

describe('appStartMachine: loading the agency (spec §4 app start, "a spinner shows until done")', () => {
  it('shows the spinner and asks for nothing else until the agency is known', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loadingAgency');
    expect(actor.getSnapshot().hasTag('spinner')).toBe(true);
    expect(calls.agency).toHaveLength(1);
    expect(calls.currencies).toHaveLength(0);
    expect(calls.languages).toHaveLength(0);
  });

  it('opens the site when the agency loads', async () => {
    const { actor, calls } = start();
    calls.agency[0]?.resolve(agency);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('loaded')).toBe(true);
    expect(snapshot.hasTag('spinner')).toBe(false);
    expect(snapshot.context.agency?.agencyName).toBe('Horizon Travel Co.');
    expect(snapshot.context.message).toBeNull();
  });
});

describe('appStartMachine: agency states (spec §2.9, §4, §8)', () => {
  it("shows 'Agency not found!' when the platform has no such agency", async () => {
    const { actor, calls } = start();
    calls.agency[0]?.resolve(null);
    await settle();
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.message).toBe('Agency not found!');
    expect(calls.currencies).toHaveLength(0);
  });

  it('blocks an inactive agency with its modal and loads nothing more', async () => {
    const { actor, calls } = start();
    calls.agency[0]?.resolve(inactiveAgency);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('inactive');
    expect(snapshot.hasTag('blocking')).toBe(true);
    expect(snapshot.context.message).toBe('Agency is inactive, Please contact the administrator');
    expect(calls.currencies).toHaveLength(0);
  });

  it("shows 'Something went wrong.' when the agency call fails, and can retry", async () => {
    const { actor, calls } = start();
    calls.agency[0]?.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe(MESSAGES.uncaughtError);

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loadingAgency');
    expect(actor.getSnapshot().context.message).toBeNull();
    calls.agency[1]?.resolve(agency);
    await settle();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });
});

describe('appStartMachine: lists after the agency (spec §4 "then enabled currencies, countries, languages")', () => {
  async function loaded() {
    const started = start();
    started.calls.agency[0]?.resolve(agency);
    await settle();
    return started;
  }

  it('asks for the three lists at once', async () => {
    const { calls } = await loaded();
    expect(calls.currencies).toHaveLength(1);
    expect(calls.countries).toHaveLength(1);
    expect(calls.languages).toHaveLength(1);
  });

  it('keeps each list as it arrives, in any order', async () => {
    const { actor, calls } = await loaded();
    calls.languages[0]?.resolve([english]);
    await settle();
    expect(actor.getSnapshot().context.languages).toEqual([english]);
    expect(actor.getSnapshot().matches({ loaded: { currencies: 'loading' } })).toBe(true);

    calls.currencies[0]?.resolve([usd]);
    calls.countries[0]?.resolve([usd]);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.enabledCurrencies).toEqual([usd]);
    expect(snapshot.context.enabledCountries).toEqual([usd]);
    expect(snapshot.value).toEqual({
      loaded: { currencies: 'ready', countries: 'ready', languages: 'ready' },
    });
  });
});

describe('appStartMachine: list failures never block the site (spec §8 "Lists become empty")', () => {
  it("keeps the server message of a failed list and the others' contents", async () => {
    const { actor, calls } = start();
    calls.agency[0]?.resolve(agency);
    await settle();
    calls.countries[0]?.reject({ message: 'Country service down' });
    calls.currencies[0]?.resolve([usd]);
    calls.languages[0]?.reject(new Error('socket hang up'));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('loaded')).toBe(true);
    expect(snapshot.context.enabledCountries).toEqual([]);
    expect(snapshot.context.enabledCurrencies).toEqual([usd]);
    expect(snapshot.context.languages).toEqual([]);
    expect(snapshot.context.listErrors).toEqual({
      countries: 'Country service down',
      languages: 'something went wrong',
    });
    expect(snapshot.value).toEqual({
      loaded: { currencies: 'ready', countries: 'failed', languages: 'failed' },
    });
  });

  it("uses 'something went wrong' when the server sent no message", async () => {
    const { actor, calls } = start();
    calls.agency[0]?.resolve(agency);
    await settle();
    calls.currencies[0]?.reject({ status: 500 });
    await settle();
    expect(actor.getSnapshot().context.listErrors.currencies).toBe(MESSAGES.loadFailedDefault);
  });
});

describe('appStartMachine: injection (spec §4; the machine reaches the API only through actors)', () => {
  it('fails visibly, not silently, when the agency loader was not provided', async () => {
    const actor = createActor(appStartMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
