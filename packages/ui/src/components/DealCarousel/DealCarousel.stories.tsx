import type { Meta, StoryObj } from '@storybook/react-vite';
import { viewerOf } from '@wl/core';
import { expect, userEvent } from 'storybook/test';
import { USERS } from '../../fixtures/users.ts';
import { HotelDealCard } from '../DealCard/DealCard.tsx';
import { HOTEL_DEALS } from '../DealCard/dealFixtures.ts';
import { dealsStoryText } from '../PriceDisplay/dealsStoryText.ts';
import { DealCarousel } from './DealCarousel.tsx';

const EIGHT = HOTEL_DEALS.slice(0, 8);
const nameAt = (index: number) => EIGHT[index]?.hotel.hotelDetails.name ?? '';

const meta = {
  title: 'Deals/DealCarousel',
  component: DealCarousel,
  parameters: { layout: 'padded' },
  args: {
    label: 'Hotels',
    slides: EIGHT.map((deal) => (
      <HotelDealCard
        key={deal.link}
        deal={deal}
        tab="Hotels"
        viewer={viewerOf(USERS.traveller)}
        headingLevel={2}
      />
    )),
  },
} satisfies Meta<typeof DealCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.3: at the first deal, Previous wraps around to the last; the position is announced. */
export const AtFirstWrapsToLast: Story = {
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const position = canvas.getByText(t('carousel.position', { current: 1, total: 8 }));
    await expect(position).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('link', { name: nameAt(0) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.previous') }));
    await expect(position).toHaveTextContent(t('carousel.position', { current: 8, total: 8 }));
    await expect(canvas.getByRole('link', { name: nameAt(7) })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: nameAt(0) })).toBeNull();
  },
};

/** Spec §2.3: at the last deal, Next wraps around to the first. */
export const AtLastWrapsToFirst: Story = {
  args: { initialIndex: 7 },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.getByText(t('carousel.position', { current: 8, total: 8 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('carousel.next') }));
    await expect(canvas.getByText(t('carousel.position', { current: 1, total: 8 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: nameAt(0) })).toBeVisible();
  },
};

/** Keyboard: Tab reaches the buttons, Enter and Space press them, arrows follow the reading way. */
export const Keyboard: Story = {
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const at = (current: number) => t('carousel.position', { current, total: 8 });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('carousel.previous') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(at(8))).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('carousel.next') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(at(1))).toBeVisible();
    const rtl = globals.language === 'ar';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByText(at(2))).toBeVisible();
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(canvas.getByText(at(1))).toBeVisible();
  },
};
