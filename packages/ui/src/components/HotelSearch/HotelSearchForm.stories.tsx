import type { Meta, StoryObj } from '@storybook/react-vite';
import { dateRuleFor } from '@wl/core';
import { type SuggestionsRequest, type SuggestionsResult, suggestionsMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { expect, fn, waitFor } from 'storybook/test';
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
