import type { Meta, StoryObj } from '@storybook/react-vite';
import { dateRuleFor } from '@wl/core';
import { type SuggestionsRequest, type SuggestionsResult, suggestionsMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { MIAMI } from '../../fixtures/places.ts';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { HotelSearchForm, type HotelSearchFormProps } from './HotelSearchForm.tsx';

const RULE = dateRuleFor(
  { disallowSameDayBooking: { hotel: false, activities: false, car: false } },
  'hotels',
  new Date(2026, 10, 25),
);

function Search(props: Omit<HotelSearchFormProps, 'suggestions' | 'rule'>) {
  const suggestions = useActorRef(
    suggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(async ({ input }) => {
          const text = 'text' in input.query ? input.query.text : '';
          return { items: text.toLowerCase().startsWith('mia') ? [MIAMI] : [], allData: true };
        }),
      },
    }),
    { input: { source: 'hotel' } },
  );
  return <HotelSearchForm suggestions={suggestions} rule={RULE} {...props} />;
}

const meta = {
  title: 'Hotels/HotelSearchForm',
  component: Search,
  args: { onSearch: fn() },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof Search>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Searching without a place asks for one from the suggestions. */
export const PlaceRequired: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await expect(canvas.getByText(t('search:suggestions.required'))).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A search coming back to be changed: submitting opens the same search. */
export const FromAnEarlierSearch: Story = {
  args: {
    initial: {
      destination: 'Miami',
      lat: 25.78,
      long: -80.22,
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      rooms: 1,
      adults: 2,
      children: 0,
      childAges: [],
    },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith(
        expect.objectContaining({ destination: 'Miami', lat: 25.78, checkIn: '2026-12-10' }),
      ),
    );
  },
};

/** The pressable day of the open calendar's month, read in Latin or Arabic-Indic digits. */
function dayCell(dialog: HTMLElement, day: number): HTMLElement {
  const cell = within(dialog)
    .getAllByRole('gridcell')
    .find(
      (candidate) =>
        candidate.textContent?.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660)) ===
        String(day),
    );
  // The grid cell only holds the day: the press is on the button inside it.
  const button = cell?.querySelector<HTMLElement>('[role="button"]');
  if (!button) throw new Error(`no day ${day} in the calendar`);
  return button;
}

/**
 * A destination guide's link names the place and no dates (core `searchPlaceOf`): the place is
 * chosen, the visitor picks the stay and the search carries the place's coordinates.
 */
export const PlaceFromLink: Story = {
  args: { initialPlace: { destination: 'Lisbon', lat: 38.7223, long: -9.1393 } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('combobox', { name: t('search:field.destination') })).toHaveValue(
      'Lisbon',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t('search:dates.openCalendar')) }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    // The calendar opens on the real today's month: back to the rule's first month (November
    // 2026), then December, so the days picked do not depend on the clock. Days 10 to 24 are in
    // no other month's row whichever day a locale's week starts on. The header's two buttons
    // come first in the dialog, previous then next, in either reading direction.
    const [previous, next] = within(dialog).getAllByRole('button') as HTMLButtonElement[];
    while (previous && !previous.disabled) await userEvent.click(previous);
    await userEvent.click(next as HTMLButtonElement);
    await userEvent.click(dayCell(dialog, 10));
    await userEvent.click(dayCell(dialog, 12));
    await userEvent.click(canvas.getByRole('button', { name: t('search:submit') }));
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({
        destination: 'Lisbon',
        lat: 38.7223,
        long: -9.1393,
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        rooms: 1,
        adults: 2,
        children: 0,
        childAges: [],
      }),
    );
  },
};
