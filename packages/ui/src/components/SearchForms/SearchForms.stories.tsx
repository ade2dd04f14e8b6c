import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FlightSearchPlace } from '@wl/core';
import { type SuggestionsRequest, type SuggestionsResult, suggestionsMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { MIA } from '../../fixtures/places.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { ActivitySearchForm } from './ActivitySearchForm.tsx';
import { CarSearchForm } from './CarSearchForm.tsx';
import { CruiseSearchForm } from './CruiseSearchForm.tsx';
import { FlightSearchForm } from './FlightSearchForm.tsx';

/** Saturday 21 November 2026: the forms' default dates are fixed in stories. */
const TODAY = new Date(2026, 10, 21, 9, 30);

const AIRPORTS = [
  MIA,
  {
    id: 'airport-JFK',
    type: 'airport',
    code: 'JFK',
    name: 'John F. Kennedy International Airport',
    fullName: 'John F. Kennedy International Airport (JFK), New York',
    latitude: 40.64,
    longitude: -73.77,
  },
];
const PLACES = [
  {
    id: 'city-1',
    type: 'city',
    name: 'Miami',
    fullName: 'Miami, Florida, United States of America',
    latitude: 25.76,
    longitude: -80.19,
  },
];

/** Suggestions answered from the fixtures by what the text starts with. */
function useFakeSuggestions(items: typeof AIRPORTS | typeof PLACES) {
  const logic = useMemo(
    () =>
      suggestionsMachine.provide({
        actors: {
          fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(({ input }) => {
            const text = 'text' in input.query ? input.query.text.toLowerCase() : '';
            return Promise.resolve({
              items: items.filter(
                (item) =>
                  item.name.toLowerCase().includes(text) ||
                  ('code' in item && String(item.code).toLowerCase() === text),
              ),
            });
          }),
        },
        delays: { typingPause: 10 },
      }),
    [items],
  );
  return useActorRef(logic, { input: { source: 'airport' } });
}

type Vertical = 'flights' | 'cars' | 'activities' | 'cruise';

function Harness({
  vertical,
  onSubmit,
  flightPlace,
}: {
  vertical: Vertical;
  onSubmit: (query: unknown) => void;
  /** The flight form's `initialPlace` (a link naming airports, no dates). */
  flightPlace?: FlightSearchPlace;
}) {
  const from = useFakeSuggestions(AIRPORTS);
  const to = useFakeSuggestions(AIRPORTS);
  const place = useFakeSuggestions(PLACES);
  return (
    <div style={{ padding: '16px' }}>
      {vertical === 'flights' ? (
        <FlightSearchForm
          fromActor={from}
          toActor={to}
          onSubmit={onSubmit}
          today={TODAY}
          initialPlace={flightPlace ?? null}
        />
      ) : vertical === 'cars' ? (
        <CarSearchForm
          pickupActor={place}
          countries={[
            { code: 'MX', name: 'Mexico' },
            { code: 'US', name: 'United States' },
          ]}
          onSubmit={onSubmit}
          today={TODAY}
        />
      ) : vertical === 'activities' ? (
        <ActivitySearchForm destinationActor={place} onSubmit={onSubmit} today={TODAY} />
      ) : (
        <CruiseSearchForm
          shipLines={[
            { id: 1, name: 'Royal Caribbean International' },
            { id: 2, name: 'Carnival Cruise Line' },
          ]}
          onSubmit={onSubmit}
          today={TODAY}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Search/SearchForms',
  component: Harness,
  args: { vertical: 'flights', onSubmit: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function choose(canvasElement: HTMLElement, label: string, text: string, option: RegExp) {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: label }), text);
  const listbox = await screen().findByRole('listbox');
  await userEvent.click(await within(listbox).findByRole('option', { name: option }));
}

/** A flight: round trip by default, travellers adult 1 (spec §3); airports from suggestions. */
export const Flights: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('search:trip.roundTrip') })).toBeChecked();
    await choose(canvasElement, t('search:field.from'), 'mia', /Miami International/);
    await choose(canvasElement, t('search:field.to'), 'jfk', /Kennedy/);
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      from: 'MIA',
      fromName: 'Miami International Airport (MIA), Miami',
      to: 'JFK',
      toName: 'John F. Kennedy International Airport (JFK), New York',
      depart: '2026-11-28',
      return: '2026-12-05',
      adult: 1,
      children: 0,
      infant: 0,
    });
  },
};

/** One way: a single date, no return in the query. */
export const FlightsOneWay: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('search:trip.oneWay') }));
    await choose(canvasElement, t('search:field.from'), 'mia', /Miami International/);
    await choose(canvasElement, t('search:field.to'), 'jfk', /Kennedy/);
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ return: expect.anything() }),
    );
  },
};

/**
 * A destination guide's link names the arrival and no dates (core `searchPlaceOf`): the arrival
 * is chosen, dates and travellers keep their defaults, and the search carries its IATA code.
 */
export const FlightsPlaceFromLink: Story = {
  args: { flightPlace: { to: 'LIS', toName: 'Lisbon' } },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: t('search:field.to') })).toHaveValue(
      'Lisbon',
    );
    await expect(canvas.getByRole('combobox', { name: t('search:field.from') })).toHaveValue('');
    await choose(canvasElement, t('search:field.from'), 'mia', /Miami International/);
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      from: 'MIA',
      fromName: 'Miami International Airport (MIA), Miami',
      to: 'LIS',
      toName: 'Lisbon',
      depart: '2026-11-28',
      return: '2026-12-05',
      adult: 1,
      children: 0,
      infant: 0,
    });
  },
};

/** Nothing is sent without a place chosen from the suggestions; the field says so. */
export const PlaceRequired: Story = {
  args: { vertical: 'activities' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('search:submit') }));
    await expect(
      await within(canvasElement).findByText(t('search:suggestions.required')),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Cars: spec §9 defaults (driver 25, residence US, 2 days ahead for one day). */
export const Cars: Story = {
  args: { vertical: 'cars' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('search:field.driverAge') })).toHaveValue(
      '25',
    );
    await choose(canvasElement, t('search:field.pickup'), 'Mia', /Miami/);
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      pickup: 'Miami, Florida, United States of America',
      lat: 25.76,
      long: -80.19,
      pickUpDate: '2026-11-23',
      returnDate: '2026-11-24',
      age: 25,
      residence: 'US',
    });
  },
};

/** Activities: a destination and the days of the visit. */
export const Activities: Story = {
  args: { vertical: 'activities' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    await choose(canvasElement, t('search:field.destination'), 'Mia', /Miami/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('search:submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ destination: 'Miami, Florida, United States of America' }),
    );
  },
};

/** Cruises: any line by default, guests adult 2 (spec §3); a line can be chosen. */
export const Cruise: Story = {
  args: { vertical: 'cruise' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: new RegExp(t('search:guests.travellers')) }),
    ).toHaveTextContent(t('search:summary.travellers', { count: 2 }));
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('search:field.shipLine')) }),
    );
    await userEvent.click(await screen().findByRole('option', { name: 'Carnival Cruise Line' }));
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ shipLine: 2, adult: 2, children: 0, infant: 0 }),
    );
  },
};
