import type { Meta, StoryObj } from '@storybook/react-vite';
import { dateRuleFor } from '@wl/core';
import { type SuggestionsRequest, type SuggestionsResult, suggestionsMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { expect, fn, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { ResortHome, type ResortHomeProps } from './ResortHome.tsx';
import { STORY_REGIONS } from './resortFixtures.ts';

const CANCUN = { id: 101, name: 'Cancún', type: 'subregion', latitude: 21.16, longitude: -86.85 };
const RULE = dateRuleFor(
  { disallowSameDayBooking: { hotel: false, activities: false, car: false } },
  'hotels',
  new Date(2026, 10, 25),
);

function Home(props: Omit<ResortHomeProps, 'suggestions' | 'rule'>) {
  const suggestions = useActorRef(
    suggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(async ({ input }) => {
          const text = 'text' in input.query ? input.query.text : '';
          return { items: text.toLowerCase().startsWith('can') ? [CANCUN] : [] };
        }),
      },
    }),
    { input: { source: 'resort' } },
  );
  return <ResortHome suggestions={suggestions} rule={RULE} {...props} />;
}

const meta = {
  title: 'Resorts/ResortHome',
  component: Home,
  args: { regions: STORY_REGIONS, onRetryRegions: fn(), onSearch: fn() },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof Home>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Regions with their sub-regions (spec §7 two-step regions call). */
export const Regions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Mexican Caribbean' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tulum' })).toBeVisible();
  },
};

/** Skeletons while the regions load. */
export const LoadingRegions: Story = {
  args: { regions: { status: 'loading', regions: [], error: null } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status', { name: t('resort:regions.loading') })).toBeVisible();
  },
};

/** Spec §8: 'Failed to fetch regions and subregions', with a retry. */
export const RegionsFailed: Story = {
  args: {
    regions: { status: 'failed', regions: [], error: 'Failed to fetch regions and subregions' },
  },
  play: async ({ canvas, args, userEvent, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.regionsFailed'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetryRegions).toHaveBeenCalled();
  },
};

/** No regions at all: the search still works. */
export const NoRegions: Story = {
  args: { regions: { status: 'loaded', regions: [], error: null } },
};

/** Searching without a place asks for one from the suggestions. */
export const PlaceRequired: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('resort:search.submit') }));
    await expect(canvas.getByText(t('resort:search.placeRequired'))).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A sub-region searched with an earlier search's dates and adults. */
export const SubRegionSearch: Story = {
  args: {
    initial: {
      place: 'Cancún',
      lat: 21.16,
      lon: -86.85,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      adults: 3,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Miami Beach' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      place: 'Miami Beach',
      lat: 25.79,
      lon: -80.13,
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
      adults: 3,
    });
  },
};

/** Typing offers the resort search's suggestions (spec §7 GET /search?key=). */
export const Suggestions: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyText(globals);
    await userEvent.type(
      canvas.getByRole('combobox', { name: t('resort:field.destination') }),
      'Can',
    );
    await waitFor(() =>
      expect(document.querySelector('[role="option"]')).toHaveTextContent('Cancún'),
    );
    // The open list hides the page from assistive technology; closed, the page is checked whole.
    await userEvent.keyboard('{Escape}');
  },
};
