import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type AgencyConfig,
  BOOKING_TYPE_TITLES,
  type BookingTypeTitle,
  CARDS_PER_ROW,
  DEAL_ROWS,
  DEFAULT_LOCATION,
  type DealListService,
  SKELETON_CARDS,
} from '@wl/core';
import {
  type Deal,
  type DealListResponse,
  type DealQuery,
  dealQueryFor,
  dealsMachine,
  saveModalMachine,
} from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { USERS } from '../../fixtures/users.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { ACTIVITY_DEALS, CAR_DEALS, HOTEL_DEALS } from '../DealCard/dealFixtures.ts';
import { dealsStoryText } from '../PriceDisplay/dealsStoryText.ts';
import { SaveModal } from '../SaveModal/SaveModal.tsx';
import { type DealsActorRef, ExclusiveDeals, type ExclusiveDealsProps } from './ExclusiveDeals.tsx';

/** What a service's deal search answers in a story. */
type DealOutcome = { deals: Deal[] } | { fails: unknown } | 'pending';

interface ExclusiveDealsDemoProps extends Omit<ExclusiveDealsProps, 'deals' | 'saveModal'> {
  /** Outcome of each service's search; a service left out gets no deals machine. */
  hotel?: DealOutcome;
  activity?: DealOutcome;
  car?: DealOutcome;
}

const NOW = new Date('2026-03-02T09:00:00');

/** Spec §7 payloads built by core, as the host would. */
function dealQuery(service: DealListService, agency: AgencyConfig['agency']): DealQuery {
  const context = {
    agency,
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
    now: NOW,
  };
  return dealQueryFor(service, context);
}

/** A deals machine whose injected search answers with the story's outcome. */
function useStoryDeals(service: DealListService, outcome: DealOutcome | undefined): DealsActorRef {
  const { agency } = useAgencyConfig();
  const [logic] = useState(() =>
    dealsMachine.provide({
      actors: {
        searchDeals: fromPromise<DealListResponse, DealQuery>(() => {
          if (!outcome || outcome === 'pending') return new Promise(() => {});
          if ('fails' in outcome) return Promise.reject(outcome.fails);
          return Promise.resolve({ response: outcome.deals });
        }),
      },
    }),
  );
  return useActorRef(logic, { input: dealQuery(service, agency) });
}

/** The section as the home page hosts it: one deals actor per service with an outcome. */
function ExclusiveDealsDemo({ hotel, activity, car, ...props }: ExclusiveDealsDemoProps) {
  const actors = {
    hotel: useStoryDeals('hotel', hotel),
    activity: useStoryDeals('activity', activity),
    car: useStoryDeals('car', car),
  };
  const deals: ExclusiveDealsProps['deals'] = {};
  if (hotel) deals.hotel = actors.hotel;
  if (activity) deals.activity = actors.activity;
  if (car) deals.car = actors.car;
  return <ExclusiveDeals {...props} deals={deals} />;
}

/** Only these services enabled (spec §2.3 "Only enabled services appear"). */
const withServices =
  (...active: BookingTypeTitle[]) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: {
      ...config.agency,
      bookingMenuItemOptions: BOOKING_TYPE_TITLES.map((title) => ({
        title,
        active: active.includes(title),
      })),
    },
  });

const allServices = withServices(...BOOKING_TYPE_TITLES);

const visitorsSeeRevealPrice = (config: AgencyConfig): AgencyConfig => {
  const all = allServices(config);
  return { ...all, agency: { ...all.agency, allowNonLoginFlow: false } };
};

const meta = {
  title: 'Deals/ExclusiveDeals',
  component: ExclusiveDealsDemo,
  parameters: { screenshot: PHONE_SCREENSHOT, agencyConfig: allServices },
  args: {
    user: USERS.traveller,
    layout: 'grid',
    queryTab: 'Hotels',
    onTabChange: fn(),
    hotel: { deals: HOTEL_DEALS.slice(0, 4) },
    activity: { deals: ACTIVITY_DEALS.slice(0, 4) },
    car: { deals: CAR_DEALS.slice(0, 4) },
  },
} satisfies Meta<typeof ExclusiveDealsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const rowsOf = (canvas: Canvas) => canvas.queryAllByTestId('deal-row');

/** Spec §2.3 / §9: four skeleton cards while loading. */
export const Loading: Story = {
  args: { hotel: 'pending' },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(SKELETON_CARDS).toBe(4);
    await expect(canvas.getAllByTestId('deal-skeleton')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common:loading'));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Spec §2.3: hotel deals, four cards in a row. */
export const LoadedHotels: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(1));
    const [row] = rowsOf(canvas);
    await expect(within(row as HTMLElement).getAllByRole('article')).toHaveLength(CARDS_PER_ROW);
    for (const deal of HOTEL_DEALS.slice(0, 4)) {
      await expect(canvas.getByRole('link', { name: deal.hotel.hotelDetails.name })).toBeVisible();
    }
  },
};

export const LoadedCars: Story = {
  args: { queryTab: 'cars' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    for (const deal of CAR_DEALS.slice(0, 4)) {
      await expect(canvas.getByRole('link', { name: deal.veh ?? deal.name ?? '' })).toBeVisible();
    }
  },
};

export const LoadedActivities: Story = {
  args: { queryTab: 'activities' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    for (const deal of ACTIVITY_DEALS.slice(0, 4)) {
      await expect(canvas.getByRole('link', { name: deal.title })).toBeVisible();
    }
  },
};

/** Spec §2.3 / §9: rows 1 and 2 of four cards; deals beyond the second row are not shown. */
export const ManyDealsInTwoRows: Story = {
  args: { hotel: { deals: HOTEL_DEALS } },
  play: async ({ canvas }) => {
    await expect(HOTEL_DEALS.length).toBeGreaterThan(CARDS_PER_ROW * DEAL_ROWS);
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(2));
    for (const row of rowsOf(canvas)) {
      await expect(within(row).getAllByRole('article')).toHaveLength(4);
    }
    for (const deal of HOTEL_DEALS.slice(8)) {
      await expect(
        canvas.queryByRole('link', { name: deal.hotel.hotelDetails.name }),
      ).not.toBeInTheDocument();
    }
  },
};

const SERVER_MESSAGE = 'Hotel supplier is not responding, please try again later';

/** Spec §4 / §8: a failed list keeps the server's message and shows the service banner. */
export const FailedWithServerMessage: Story = {
  args: { hotel: { fails: { message: SERVER_MESSAGE } } },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(await canvas.findByText(SERVER_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(t('emptyDeals.hotels'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.bookNow') })).toHaveAttribute(
      'href',
      '/booknow/hotels',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Spec §4 / §8: no server message (a network failure): 'something went wrong'. */
export const FailedWithDefaultMessage: Story = {
  args: { hotel: { fails: new TypeError('Failed to fetch') } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = dealsStoryText(globals);
    await expect(await canvas.findByText(t('common:error.loadFailedDefault'))).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Failed to fetch');
    await expect(canvas.getByText(t('emptyDeals.hotels'))).toBeVisible();
  },
};

/** Spec §2.3: an empty list shows the service's banner with Book Now to its booking route. */
function emptyBannerPlay(key: `emptyDeals.${string}`, href: string): Story['play'] {
  return async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(await canvas.findByText(t(key as 'emptyDeals.hotels'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.bookNow') })).toHaveAttribute(
      'href',
      href,
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  };
}

export const EmptyHotels: Story = {
  args: { hotel: { deals: [] } },
  play: emptyBannerPlay('emptyDeals.hotels', '/booknow/hotels'),
};

export const EmptyCars: Story = {
  args: { car: { deals: [] }, queryTab: 'cars' },
  play: emptyBannerPlay('emptyDeals.cars', '/booknow/cars'),
};

export const EmptyActivities: Story = {
  args: { activity: { deals: [] }, queryTab: 'activities' },
  play: emptyBannerPlay('emptyDeals.activities', '/booknow/activities'),
};

/** Air Travel has no home deal list (spec §4): always the banner. */
export const EmptyAirTravel: Story = {
  args: { queryTab: 'flights' },
  play: emptyBannerPlay('emptyDeals.flights', '/booknow/flights'),
};

/** Cruise has no home deal list (spec §4): always the banner. */
export const EmptyCruise: Story = {
  args: { queryTab: 'cruise' },
  play: emptyBannerPlay('emptyDeals.cruise', '/booknow/cruise'),
};

/** Spec §2.1 / §2.3: `?tab=Car Rentals` opens on the Cars tab. */
export const QueryTabSelected: Story = {
  args: { queryTab: 'Car Rentals' },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.getByRole('tab', { name: t('common:service.cars') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('link', { name: CAR_DEALS[0]?.veh ?? '' })).toBeVisible();
  },
};

/** Spec §2.3: the query names a disabled service: the first enabled service opens. */
export const QueryTabOfDisabledService: Story = {
  args: { queryTab: 'cars' },
  parameters: { agencyConfig: withServices('Air Travel', 'Activities', 'Hotels') },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.getByRole('tab', { name: t('common:service.hotels') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('tab', { name: t('common:service.cars') })).toBeNull();
  },
};

/** Spec §2.3: only enabled services get a tab, in the spec's order. */
export const OnlySomeServicesEnabled: Story = {
  args: { queryTab: null },
  parameters: { agencyConfig: withServices('Cruise', 'Resorts', 'Activities') },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      t('common:service.activities'),
      t('common:service.cruise'),
    ]);
    // No query: the first enabled service.
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** No deal service enabled (an agency selling resorts only): no section at all. */
export const NoServiceEnabled: Story = {
  parameters: { agencyConfig: withServices('Resorts') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Spec §2.3: picking tabs with the pointer shows each service's deals. */
export const TabSwitchingWithMouse: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = dealsStoryText(globals);
    await userEvent.click(canvas.getByRole('tab', { name: t('common:service.cars') }));
    await expect(canvas.getByRole('tab', { name: t('common:service.cars') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('link', { name: CAR_DEALS[0]?.veh ?? '' })).toBeVisible();
    await expect(args.onTabChange).toHaveBeenLastCalledWith('Cars');
    await userEvent.click(canvas.getByRole('tab', { name: t('common:service.activities') }));
    await expect(
      await canvas.findByRole('link', { name: ACTIVITY_DEALS[0]?.title ?? '' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t('common:service.flights') }));
    await expect(await canvas.findByText(t('emptyDeals.flights'))).toBeVisible();
  },
};

/** Tabs follow the keyboard: arrows in the reading direction, Home and End. */
export const TabSwitchingWithKeyboard: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = dealsStoryText(globals);
    const rtl = globals.language === 'ar';
    const tab = (key: 'service.hotels' | 'service.flights' | 'service.cruise') =>
      canvas.getByRole('tab', { name: t(`common:${key}`) });
    await userEvent.tab();
    await expect(tab('service.hotels')).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(tab('service.flights')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('service.flights')).toHaveFocus();
    await expect(await canvas.findByText(t('emptyDeals.flights'))).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(tab('service.cruise')).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText(t('emptyDeals.cruise'))).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(tab('service.hotels')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('Hotels');
    await expect(
      await canvas.findByRole('link', { name: HOTEL_DEALS[0]?.hotel.hotelDetails.name ?? '' }),
    ).toBeVisible();
  },
};

/** Spec §2.3: Reveal Price on every card leads to the login route with the tab. */
export const VisitorOnCarsTab: Story = {
  args: { user: null, queryTab: 'cars' },
  parameters: { agencyConfig: visitorsSeeRevealPrice },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const reveals = await canvas.findAllByRole('link', { name: t('price.revealPrice') });
    await expect(reveals).toHaveLength(4);
    for (const reveal of reveals) {
      const href = new URL(reveal.getAttribute('href') ?? '', 'https://agency.test');
      await expect(href.pathname).toBe('/login');
      await expect(href.searchParams.get('tab')).toBe('Cars');
    }
  },
};

/** Spec §2.3 / §6: an unrestricted agent sees Wholesale Rate and Agency Markup on every card. */
export const UnrestrictedAgent: Story = {
  args: { user: USERS.owner },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getAllByText(t('price.wholesaleRate'))).toHaveLength(4);
    await expect(canvas.getAllByText(t('price.agencyMarkup'))).toHaveLength(4);
  },
};

/** Spec §2.3 / §6: a restricted agent does NOT see Wholesale Rate or Agency Markup. */
export const RestrictedAgent: Story = {
  args: { user: USERS.restrictedAgent },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getAllByText(t('price.youSaved'))).toHaveLength(4);
    await expect(canvas.queryByText(t('price.wholesaleRate'))).toBeNull();
    await expect(canvas.queryByText(t('price.agencyMarkup'))).toBeNull();
  },
};

/** Spec §2.3: at the first deal, Previous wraps around to the last (rows 1 and 2: eight). */
export const CarouselWrapsFromFirstToLast: Story = {
  args: { layout: 'carousel', hotel: { deals: HOTEL_DEALS } },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const position = (current: number) => t('carousel.position', { current, total: 8 });
    await expect(await canvas.findByText(position(1))).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.previous') }));
    await expect(canvas.getByText(position(8))).toHaveAttribute('aria-live', 'polite');
    await expect(
      canvas.getByRole('link', { name: HOTEL_DEALS[7]?.hotel.hotelDetails.name ?? '' }),
    ).toBeVisible();
  },
};

/** Spec §2.3: at the last deal, Next wraps around to the first; the buttons work by keyboard. */
export const CarouselWrapsFromLastToFirst: Story = {
  args: { layout: 'carousel', hotel: { deals: HOTEL_DEALS } },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const position = (current: number) => t('carousel.position', { current, total: 8 });
    await canvas.findByText(position(1));
    const next = canvas.getByRole('button', { name: t('carousel.next') });
    next.focus();
    for (let step = 2; step <= 8; step += 1) {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText(position(step))).toBeVisible();
    }
    await expect(
      canvas.getByRole('link', { name: HOTEL_DEALS[7]?.hotel.hotelDetails.name ?? '' }),
    ).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByText(position(1))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: HOTEL_DEALS[0]?.hotel.hotelDetails.name ?? '' }),
    ).toBeVisible();
  },
};

/**
 * Spec §4: the save-price modal opens as soon as the deals section scrolls past the middle of
 * the screen, well before its 5 s delay.
 */
export const SaveModalOpensWhenDealsPassMiddle: Story = {
  args: { user: null },
  render: function Render(args) {
    const [logic] = useState(() =>
      saveModalMachine.provide({ actions: { storeDismissal: () => {} } }),
    );
    const saveModal = useActorRef(logic, { input: { signedIn: false, displaySavingPopup: null } });
    const { hotel, activity, car, ...props } = args;
    const actors = {
      hotel: useStoryDeals('hotel', hotel),
      activity: useStoryDeals('activity', activity),
      car: useStoryDeals('car', car),
    };
    return (
      <>
        <div style={{ blockSize: '150vh' }} data-testid="above-the-fold" />
        <ExclusiveDeals {...props} deals={actors} saveModal={saveModal} />
        <div style={{ blockSize: '150vh' }} />
        <SaveModal actor={saveModal} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await expect(body.queryByRole('dialog')).toBeNull();
    canvas.getByRole('tablist').scrollIntoView({ block: 'center' });
    await expect(await body.findByRole('dialog', {}, { timeout: 2000 })).toBeVisible();
  },
};
