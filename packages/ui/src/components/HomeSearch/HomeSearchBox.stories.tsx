import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DealTabService, dateRuleFor } from '@wl/core';
import { type SuggestionsRequest, type SuggestionsResult, suggestionsMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { expect, fn, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { MIA, MIAMI } from '../../fixtures/places.ts';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { dealTabEmptyText, serviceBookingHref } from '../ExclusiveDeals/dealTabs.ts';
import { HotelSearchForm } from '../HotelSearch/HotelSearchForm.tsx';
import { dealsStoryText } from '../PriceDisplay/dealsStoryText.ts';
import { FlightSearchForm } from '../SearchForms/FlightSearchForm.tsx';
import { HomeSearchBox } from './HomeSearchBox.tsx';

/** Saturday 21 November 2026: the forms' dates are fixed in stories. */
const TODAY = new Date(2026, 10, 21, 9, 30);

const onSearch = fn();
const onSubmit = fn();

/** A suggestions actor answering from one fixture place when the text starts like its name. */
function useFakeSuggestions(source: 'hotel' | 'airport', place: typeof MIAMI | typeof MIA) {
  return useActorRef(
    suggestionsMachine.provide({
      actors: {
        fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(async ({ input }) => {
          const text = 'text' in input.query ? input.query.text.toLowerCase() : '';
          return { items: place.name.toLowerCase().startsWith(text) ? [place] : [], allData: true };
        }),
      },
    }),
    { input: { source } },
  );
}

/** The hotel form as the main remote draws it in the box: bare, without its page panel and h1. */
function HotelForm() {
  const suggestions = useFakeSuggestions('hotel', MIAMI);
  const rule = dateRuleFor(
    { disallowSameDayBooking: { hotel: false, activities: false, car: false } },
    'hotels',
    TODAY,
  );
  return <HotelSearchForm bare suggestions={suggestions} rule={rule} onSearch={onSearch} />;
}

/** The flight form (it has no page heading of its own). */
function FlightForm() {
  const from = useFakeSuggestions('airport', MIA);
  const to = useFakeSuggestions('airport', MIA);
  return <FlightSearchForm fromActor={from} toActor={to} onSubmit={onSubmit} today={TODAY} />;
}

const meta = {
  title: 'Home/HomeSearchBox',
  component: HomeSearchBox,
  parameters: { screenshot: PHONE_SCREENSHOT, layout: 'padded' },
  args: { service: 'Hotels', formShown: false },
} satisfies Meta<typeof HomeSearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The box: a region named by its h2, the active tab's 'Search for …' text. */
function box({ canvasElement, globals }: Context, service: DealTabService) {
  const t = dealsStoryText(globals);
  const region = within(canvasElement).getByRole('region', { name: t(dealTabEmptyText(service)) });
  return { t, region, scope: within(region) };
}

/** Before the form is in: the heading, and Book Now to the tab's booking route; no form. */
const waitingPlay =
  (service: DealTabService, href: string): Story['play'] =>
  async (context) => {
    const { t, region, scope } = box(context, service);
    await expect(
      scope.getByRole('heading', { level: 2, name: t(dealTabEmptyText(service)) }),
    ).toBeVisible();
    const bookNow = scope.getByRole('link', { name: t('common:action.bookNow') });
    await expect(bookNow).toBeVisible();
    await expect(bookNow).toHaveAttribute('href', href);
    await expect(serviceBookingHref(service)).toBe(href);
    await expect(region.querySelector('form')).toBeNull();
    await expect(scope.queryByRole('combobox')).toBeNull();
  };

/** Hotels (the spec's 'Search for hotels'), the form not loaded yet or failed to load. */
export const Waiting: Story = { play: waitingPlay('Hotels', '/booknow/hotels') };

/** The flights tab waiting: its own text and booking route. */
export const WaitingAirTravel: Story = {
  args: { service: 'Air Travel' },
  play: waitingPlay('Air Travel', '/booknow/flights'),
};

/** A form already rendered into the box stays hidden until it is shown; Book Now stands in. */
export const FormNotShownYet: Story = {
  args: { children: <HotelForm /> },
  play: async (context) => {
    const { t, region, scope } = box(context, 'Hotels');
    await expect(scope.getByRole('link', { name: t('common:action.bookNow') })).toBeVisible();
    await expect(region.querySelector('form')).not.toBeVisible();
    await expect(scope.queryByRole('combobox')).toBeNull();
  },
};

/** The hotel form in place, bare: Destination to search, no Book Now, no page h1 in the box. */
export const WithHotelForm: Story = {
  args: { formShown: true, children: <HotelForm /> },
  play: async (context) => {
    const { t, scope } = box(context, 'Hotels');
    const text = storyText(context.globals);
    await expect(
      scope.getByRole('heading', { level: 2, name: t(dealTabEmptyText('Hotels')) }),
    ).toBeVisible();
    await expect(
      scope.getByRole('combobox', { name: text('search:field.destination') }),
    ).toBeVisible();
    await expect(scope.getByRole('button', { name: text('search:submit') })).toBeVisible();
    await expect(scope.queryByRole('link', { name: t('common:action.bookNow') })).toBeNull();
    await expect(scope.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The flights tab with its form: From and To airports, no Book Now. */
export const WithFlightForm: Story = {
  args: { service: 'Air Travel', formShown: true, children: <FlightForm /> },
  play: async (context) => {
    const { t, scope } = box(context, 'Air Travel');
    const text = storyText(context.globals);
    await expect(scope.getByRole('combobox', { name: text('search:field.from') })).toBeVisible();
    await expect(scope.getByRole('combobox', { name: text('search:field.to') })).toBeVisible();
    await expect(scope.getByRole('button', { name: text('search:submit') })).toBeVisible();
    await expect(scope.queryByRole('link', { name: t('common:action.bookNow') })).toBeNull();
  },
};

/**
 * On a phone the hotel form's fields stack; the box is no wider than the screen and the form fits
 * the room the box kept for it, so the deals below do not move when it arrives.
 */
export const WithHotelFormOnAPhone: Story = {
  args: { formShown: true, children: <HotelForm /> },
  globals: { viewport: { value: 'iphone6' } },
  play: async (context) => {
    const { region, scope } = box(context, 'Hotels');
    const text = storyText(context.globals);
    await expect(window.innerWidth).toBeLessThanOrEqual(480);
    const destination = scope.getByRole('combobox', { name: text('search:field.destination') });
    await expect(destination).toBeVisible();
    const submit = scope.getByRole('button', { name: text('search:submit') });
    // Stacked: the search button is below the destination, not beside it.
    await expect(submit.getBoundingClientRect().top).toBeGreaterThan(
      destination.getBoundingClientRect().bottom,
    );
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const room = Number.parseFloat(getComputedStyle(region).minHeight);
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(room + 1);
  },
};
