import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESTINATIONS_PATH, destinationShareHref } from '@wl/core';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { CANCUN, destinationsAgency, LISBON } from './contentFixtures.ts';
import { DestinationPage } from './DestinationPage.tsx';

const shareOf = (slug: string) => `https://horizon.localhost${destinationShareHref(slug)}`;

const meta = {
  title: 'Pages/ContentPages/DestinationPage',
  component: DestinationPage,
  args: { guide: LISBON, shareHref: shareOf(LISBON.slug) },
  parameters: { agencyConfig: destinationsAgency(), screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof DestinationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An agency selling hotels and flights: both searches, the place filled in. */
export const BothSearchLinks: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: LISBON.title })).toBeVisible();
    const hotels = canvas.getByRole('link', {
      name: t('content:destinations.searchHotels', { place: LISBON.place.name }),
    });
    const flights = canvas.getByRole('link', {
      name: t('content:destinations.searchFlights', { place: LISBON.place.name }),
    });
    await expect(hotels).toHaveAttribute(
      'href',
      '/booknow/hotels/search?destination=Lisbon&lat=38.7223&long=-9.1393',
    );
    await expect(flights).toHaveAttribute('href', '/booknow/flights/search?to=LIS&toName=Lisbon');
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('content:destinations.bestSeason') }),
    ).toBeVisible();
    await expect(canvas.getByText(LISBON.bestSeason ?? '')).toBeVisible();
    const places = canvas.getByRole('heading', {
      level: 2,
      name: t('content:destinations.places'),
    }).parentElement as HTMLElement;
    await expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(LISBON.places);
    // The agency's HTML, as markup.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Where to stay' })).toBeVisible();
    const share = canvas.getByRole('region', { name: t('content:destinations.share') });
    await expect(within(share).getByRole('link')).toHaveAttribute('href', shareOf(LISBON.slug));
    await expect(
      canvas.getByRole('link', { name: t('content:destinations.back') }),
    ).toHaveAttribute('href', DESTINATIONS_PATH);
  },
};

/** An agency without flights: only the hotel search. */
export const HotelsOnly: Story = {
  args: { guide: CANCUN, shareHref: destinationShareHref(CANCUN.slug) },
  parameters: { agencyConfig: destinationsAgency({ flights: false }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('link', {
        name: t('content:destinations.searchHotels', { place: CANCUN.place.name }),
      }),
    ).toHaveAttribute(
      'href',
      '/booknow/hotels/search?destination=Canc%C3%BAn&lat=21.1619&long=-86.8515',
    );
    const article = canvas.getByRole('article');
    const searches = [...article.querySelectorAll('a[href^="/booknow/"]')];
    await expect(searches.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/^\/booknow\/hotels\//),
    ]);
  },
};

/** An agency selling neither: no search block at all, not an empty one. */
export const NoSearchLinks: Story = {
  parameters: { agencyConfig: destinationsAgency({ hotels: false, flights: false }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('region', { name: t('content:destinations.plan') })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: LISBON.title })).toBeVisible();
  },
};

/**
 * Spec §2.1: without top destinations there is no /destination list, so no way back to one; the
 * guide is read at its share address.
 */
export const WithoutDestinationList: Story = {
  parameters: { agencyConfig: destinationsAgency({ listed: false }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('link', { name: t('content:destinations.back') })).toBeNull();
    await expect(
      canvas.getByRole('region', { name: t('content:destinations.share') }),
    ).toBeVisible();
  },
};

/** On a phone (390 px): everything in one column, nothing wider than the screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'iphone12' } },
  parameters: { screenshot: {} },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const element of canvasElement.querySelectorAll('a, h1, h2, p, li, img')) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
