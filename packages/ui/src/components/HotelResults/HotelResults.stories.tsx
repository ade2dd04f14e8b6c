import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_RESULTS_VIEW, viewerOf } from '@wl/core';
import { expect, fn, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { STORY_RESULT, STORY_STAY } from '../HotelJourney/hotelFixtures.ts';
import { HotelResults } from './HotelResults.tsx';

const meta = {
  title: 'Hotels/HotelResults',
  component: HotelResults,
  args: {
    status: 'loaded',
    result: STORY_RESULT,
    error: null,
    destination: 'Miami',
    stay: STORY_STAY,
    view: DEFAULT_RESULTS_VIEW,
    onViewChange: fn(),
    onRetry: fn(),
    detailsHref: (hotel) => `/booknow/hotels/search-details?hotelId=${hotel.id}`,
    changeSearchHref: '/booknow/hotels/search?destination=Miami',
    viewer: viewerOf(USERS.traveller),
    allowNonLoginFlow: false,
    returnTo: '/booknow/hotels/search-details?destination=Miami',
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof HotelResults>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article');

/** Skeletons while the search runs (issue 15). */
export const Loading: Story = {
  args: { status: 'loading', result: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('hotel-results-skeleton')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Spec §2.3 by viewer: a traveller sees the struck retail price and 'You saved'. */
export const Traveller: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(cards(canvasElement)).toHaveLength(STORY_RESULT.hotels.length);
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await expect(first.getByText(t('deals:price.youSaved'))).toBeVisible();
    await expect(first.queryByText(t('deals:price.wholesaleRate'))).not.toBeInTheDocument();
    await expect(
      first.getByRole('link', { name: `${t('hotels:results.viewRooms')}: The Miami Regency` }),
    ).toHaveAttribute('href', '/booknow/hotels/search-details?hotelId=us-miami-h01');
  },
};

/** A visitor of an agency without the non-login flow: Reveal Price back to this page after login. */
export const VisitorRevealPrice: Story = {
  args: { viewer: viewerOf(null) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const reveal = within(cards(canvasElement)[0] as HTMLElement).getByRole('link', {
      name: t('deals:price.revealPrice'),
    });
    const href = new URL(reveal.getAttribute('href') ?? '', 'https://agency.test');
    await expect(href.pathname).toBe('/login');
    await expect(href.searchParams.get('redirect')).toBe(
      '/booknow/hotels/search-details?destination=Miami',
    );
  },
};

/** An unrestricted agent also sees Wholesale Rate and Agency Markup. */
export const UnrestrictedAgent: Story = {
  args: { viewer: viewerOf(USERS.owner) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await expect(first.getByText(t('deals:price.wholesaleRate'))).toBeVisible();
    await expect(first.getByText(t('deals:price.agencyMarkup'))).toBeVisible();
  },
};

/** Sorted by price, lowest first, from the URL's view. */
export const SortedByPrice: Story = {
  args: { view: { ...DEFAULT_RESULTS_VIEW, sort: 'priceAsc' } },
  play: async ({ canvasElement }) => {
    const names = cards(canvasElement).map((card) => card.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Sandpiper Suites',
      'Seabreeze Lodge',
      'The Miami Regency',
      'Hotel Aurelia',
    ]);
  },
};

/** Choosing a sort or filter asks the page to change the URL's view. */
export const ChangingFilters: Story = {
  play: async ({ canvas, args, userEvent, globals }) => {
    const t = storyText(globals);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('hotels:filter.stars') }),
      '4',
    );
    await expect(args.onViewChange).toHaveBeenCalledWith({ ...DEFAULT_RESULTS_VIEW, minStars: 4 });
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('hotels:filter.freeCancellation') }),
    );
    await expect(args.onViewChange).toHaveBeenCalledWith({
      ...DEFAULT_RESULTS_VIEW,
      freeCancellationOnly: true,
    });
  },
};

/** Filters that leave nothing: the empty state. */
export const FilteredToNothing: Story = {
  args: { view: { ...DEFAULT_RESULTS_VIEW, minStars: 5, freeCancellationOnly: false } },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { result: { ...STORY_RESULT, hotels: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('hotels:results.empty'))).toBeVisible();
  },
};

/** Spec §8: the server's message, or 'something went wrong', with a retry. */
export const Failed: Story = {
  args: { status: 'failed', result: null, error: 'something went wrong' },
  play: async ({ canvas, args, userEvent, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.loadFailedDefault'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A link cut short or dated in the past: a new search instead of results. */
export const InvalidSearch: Story = {
  args: { status: 'loading', result: null, invalidSearchHref: '/booknow/hotels/search' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('hotels:results.badQuery'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('hotels:results.newSearch') })).toHaveAttribute(
      'href',
      '/booknow/hotels/search',
    );
  },
};
