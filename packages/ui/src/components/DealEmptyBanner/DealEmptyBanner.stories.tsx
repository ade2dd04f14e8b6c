import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DealTabService } from '@wl/core';
import { expect } from 'storybook/test';
import { dealTabEmptyText, serviceBookingHref } from '../ExclusiveDeals/dealTabs.ts';
import { dealsStoryText } from '../PriceDisplay/dealsStoryText.ts';
import { DealEmptyBanner } from './DealEmptyBanner.tsx';

const meta = {
  title: 'Deals/DealEmptyBanner',
  component: DealEmptyBanner,
  parameters: { layout: 'padded' },
  args: { service: 'Hotels' },
} satisfies Meta<typeof DealEmptyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.3 / §8: the service's banner with Book Now to that service's booking route. */
const bannerPlay =
  (service: DealTabService, href: string): Story['play'] =>
  async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.getByText(t(dealTabEmptyText(service)))).toBeVisible();
    const bookNow = canvas.getByRole('link', { name: t('common:action.bookNow') });
    await expect(bookNow).toHaveAttribute('href', href);
    await expect(serviceBookingHref(service)).toBe(href);
  };

/** 'Search for hotels' (the spec's example). */
export const Hotels: Story = { play: bannerPlay('Hotels', '/booknow/hotels') };
export const AirTravel: Story = {
  args: { service: 'Air Travel' },
  play: bannerPlay('Air Travel', '/booknow/flights'),
};
export const Cars: Story = { args: { service: 'Cars' }, play: bannerPlay('Cars', '/booknow/cars') };
export const Activities: Story = {
  args: { service: 'Activities' },
  play: bannerPlay('Activities', '/booknow/activities'),
};
export const Cruise: Story = {
  args: { service: 'Cruise' },
  play: bannerPlay('Cruise', '/booknow/cruise'),
};
