import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RecentSearchView } from '@wl/core';
import { expect, fn } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { RecentSearches } from './RecentSearches.tsx';

const SEARCHES: RecentSearchView[] = [
  {
    vertical: 'hotels',
    href: '/booknow/hotels/search-details?destination=Miami&lat=25.76&long=-80.19&checkIn=2027-01-10&checkOut=2027-01-12&rooms=1&adults=2&children=0&childAges=',
    place: 'Miami',
    start: '2027-01-10',
    end: '2027-01-12',
    at: '2026-11-25T12:00:00.000Z',
  },
  {
    vertical: 'flights',
    href: '/booknow/flights/search-details?from=OSL&fromName=Oslo&to=MIA&toName=Miami&depart=2027-02-01&adult=1&children=0&infant=0',
    place: 'Oslo → Miami',
    start: '2027-02-01',
    at: '2026-11-25T11:00:00.000Z',
  },
  {
    vertical: 'cruise',
    href: '/booknow/cruise/search-details?from=2027-03-01&to=2027-03-31&adult=2&children=0&infant=0',
    place: null,
    start: '2027-03-01',
    end: '2027-03-31',
    at: '2026-11-25T10:00:00.000Z',
  },
];

const meta = {
  title: 'Areas/RecentSearches',
  component: RecentSearches,
  args: { searches: SEARCHES, onClear: fn() },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof RecentSearches>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /searches: each search with where and when, run again by its link; the list can be cleared. */
export const Searches: Story = {
  play: async ({ canvas, globals, args, userEvent }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:searches.title') }),
    ).toBeVisible();
    const again = canvas.getAllByRole('link', { name: new RegExp(t('areas:searches.again')) });
    await expect(again).toHaveLength(SEARCHES.length);
    await expect(again[0]).toHaveAttribute('href', SEARCHES[0]?.href);
    // A cruise search names no place: any ship line.
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: `${t('common:service.cruise')}: ${t('areas:searches.anyShipLine')}`,
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('areas:searches.clear') }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Nothing searched on this device yet. */
export const NoSearchesYet: Story = {
  args: { searches: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('areas:searches.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
