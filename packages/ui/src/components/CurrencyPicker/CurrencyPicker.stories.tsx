import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExchangeRates } from '@wl/core';
import { type CurrencyEmitted, currencyMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { CurrencyPicker } from './CurrencyPicker.tsx';
import { COUNTRY_CURRENCIES, COUNTRY_CURRENCIES_AR } from './fixtures.ts';

const meta = {
  title: 'Header/CurrencyPicker',
  component: CurrencyPicker,
  args: { entries: COUNTRY_CURRENCIES, onChange: fn() },
  parameters: { layout: 'centered', market: { currency: 'USD', exchangeRates: null } },
} satisfies Meta<typeof CurrencyPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const trigger = (canvasElement: HTMLElement, t: StoryText) =>
  within(canvasElement).getByRole('button', { name: new RegExp(t('header:currency.label')) });

async function open(canvasElement: HTMLElement, t: StoryText) {
  await userEvent.click(trigger(canvasElement, t));
  const listbox = await screen().findByRole('listbox');
  const search = screen().getByRole('searchbox', { name: t('header:currency.searchLabel') });
  return { listbox, search };
}

/**
 * Names of the entries shown, as listed. (react-aria gives the empty state the option role too,
 * so entries are told apart by their name element.)
 */
const shown = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .flatMap((option) => option.querySelector('[data-name]')?.textContent ?? []);

const EURO_COUNTRIES = COUNTRY_CURRENCIES.filter((entry) => entry.currency === 'EUR').map(
  (entry) => entry.name,
);

/** Spec §4: the trigger shows the selected currency (here the market's USD: United States). */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const button = trigger(canvasElement, t);
    await expect(button).toHaveTextContent('USD');
    await expect(button).toHaveTextContent('🇺🇸');
  },
};

/** Spec §3: every entry with its flag, name and currency code/symbol, AED first; search focused. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox, search } = await open(canvasElement, t);
    await expect(shown(listbox)).toEqual(COUNTRY_CURRENCIES.map((entry) => entry.name));
    const first = within(listbox).getAllByRole('option')[0];
    await expect(first).toHaveTextContent('🇦🇪');
    await expect(first).toHaveTextContent('United Arab Emirates');
    await expect(first).toHaveTextContent('AED');
    await expect(within(listbox).getByRole('option', { name: /United States/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(search).toHaveFocus());
  },
};

/** Spec §5: the search filters by name plus code, case-insensitive. */
export const Filtered: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox, search } = await open(canvasElement, t);

    // By currency code, in either case: every euro country and nothing else.
    await userEvent.type(search, 'EUR');
    await waitFor(() => expect(shown(listbox)).toEqual(EURO_COUNTRIES));
    await userEvent.clear(search);
    // By name, in any case: only the European Union's name contains "euro".
    await userEvent.type(search, 'EURO');
    await waitFor(() => expect(shown(listbox)).toEqual(['European Union']));
    await userEvent.clear(search);
    await userEvent.type(search, 'gErMaN');
    await waitFor(() => expect(shown(listbox)).toEqual(['Germany']));
    await userEvent.clear(search);
    // By country code: JP is Japan.
    await userEvent.type(search, 'jp');
    await waitFor(() => expect(shown(listbox)).toEqual(['Japan']));
    await userEvent.clear(search);
    await userEvent.type(search, 'eur');
    await waitFor(() => expect(shown(listbox)).toEqual(EURO_COUNTRIES));
  },
};

/** A search nothing matches shows the no-results state. */
export const NoResults: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox, search } = await open(canvasElement, t);
    await userEvent.type(search, 'Atlantis');
    await waitFor(() => expect(shown(listbox)).toEqual([]));
    await expect(listbox).toHaveTextContent(t('header:currency.noResults'));
  },
};

/** A tap before the country list arrives opens the picker, which says it is loading. */
export const Loading: Story = {
  args: { entries: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox } = await open(canvasElement, t);
    await expect(listbox).toHaveTextContent(t('header:currency.loading'));
    await expect(shown(listbox)).toEqual([]);
  },
};

/** Spec §8: the country load failed, so the list is empty and keeps the server's message. */
export const LoadFailed: Story = {
  args: { entries: [], loadError: 'Countries are being updated' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox } = await open(canvasElement, t);
    await expect(within(listbox).getByRole('alert')).toHaveTextContent(
      'Countries are being updated',
    );
  },
};

/** Spec §8: without a server message the list says 'something went wrong', translated. */
export const LoadFailedWithoutMessage: Story = {
  args: { entries: [], loadError: 'something went wrong' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox } = await open(canvasElement, t);
    await expect(within(listbox).getByRole('alert')).toHaveTextContent(
      t('common:error.loadFailedDefault'),
    );
  },
};

/** Choosing an entry reports the whole entry, so a shared currency keeps its country. */
export const Choosing: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox, search } = await open(canvasElement, t);
    await userEvent.type(search, 'mex');
    await userEvent.click(within(listbox).getByRole('option', { name: /Mexico/ }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Mexico', code: 'MX', currency: 'MXN' }),
    );
    await waitFor(() => expect(screen().queryByRole('listbox')).toBeNull());
  },
};

/** Spec §9 Arabic: right to left, Arabic country names, search by Arabic name or by code. */
export const Arabic: Story = {
  args: { entries: COUNTRY_CURRENCIES_AR },
  globals: { language: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const { listbox, search } = await open(canvasElement, t);
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.type(search, 'ألمانيا');
    await waitFor(() => expect(shown(listbox)).toEqual(['ألمانيا']));
    await userEvent.clear(search);
    await userEvent.type(search, 'eur');
    await waitFor(() =>
      expect(shown(listbox)).toEqual(
        COUNTRY_CURRENCIES_AR.filter((entry) => entry.currency === 'EUR').map(
          (entry) => entry.name,
        ),
      ),
    );
  },
};

/**
 * With the currencyMachine actor: the picker sends `CHOOSE` with the entry and then shows the
 * machine's selection; the machine broadcasts `currency.updated` (spec §4).
 */
function WithCurrencyMachine({
  onCurrencyUpdated,
}: {
  onCurrencyUpdated: (event: CurrencyEmitted) => void;
}) {
  const config = useAgencyConfig();
  const actor = useActorRef(
    currencyMachine.provide({
      actors: {
        fetchExchangeRates: fromPromise<ExchangeRates>(async () => ({ EUR: 0.92, MXN: 17.1 })),
      },
    }),
    {
      input: {
        agency: { ...config.agency, isAgencyClaro: false },
        enabledCurrencies: ['USD', 'EUR', 'MXN'],
        visitorCountryCurrency: null,
        pathname: '/booknow/hotels/search',
        search: '',
      },
    },
  );
  useEffect(() => {
    const subscription = actor.on('currency.updated', onCurrencyUpdated);
    return () => subscription.unsubscribe();
  }, [actor, onCurrencyUpdated]);
  return <CurrencyPicker entries={COUNTRY_CURRENCIES} actor={actor} />;
}

export const ChoosingWithMachine: StoryObj<typeof WithCurrencyMachine> = {
  args: { onCurrencyUpdated: fn() },
  render: (args) => <WithCurrencyMachine {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText(globals);
    const button = trigger(canvasElement, t);
    await expect(button).toHaveTextContent('USD');
    const { listbox, search } = await open(canvasElement, t);
    await userEvent.type(search, 'spain');
    await userEvent.click(within(listbox).getByRole('option', { name: /Spain/ }));
    await expect(args.onCurrencyUpdated).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'currency.updated',
        selectedCurrency: expect.objectContaining({ code: 'ES', currency: 'EUR' }),
      }),
    );
    // Spain, not the first euro entry: the machine keeps the chosen country.
    // The list's own trigger replaced the stand-in pressed first.
    await waitFor(() => expect(trigger(canvasElement, t)).toHaveTextContent('🇪🇸'));
    await expect(trigger(canvasElement, t)).toHaveTextContent('EUR');
  },
};
