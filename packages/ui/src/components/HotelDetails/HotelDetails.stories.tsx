import type { Meta, StoryObj } from '@storybook/react-vite';
import { viewerOf } from '@wl/core';
import { expect, fn, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { STORY_HOTEL } from '../HotelJourney/hotelFixtures.ts';
import { HotelDetails } from './HotelDetails.tsx';

const meta = {
  title: 'Hotels/HotelDetails',
  component: HotelDetails,
  args: {
    status: 'loaded',
    hotel: STORY_HOTEL,
    error: null,
    onRetry: fn(),
    bookHref: (room) => `/booknow/hotels/checkout?hotelId=${STORY_HOTEL.id}&roomId=${room.id}`,
    backHref: '/booknow/hotels/search-details?destination=Miami',
    viewer: viewerOf(USERS.traveller),
    allowNonLoginFlow: false,
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof HotelDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', hotel: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('hotel-details-skeleton')).toBeInTheDocument();
  },
};

/** Each room priced for the stay by the viewer rules, with Book this room to the checkout. */
export const Traveller: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: STORY_HOTEL.name })).toBeVisible();
    const book = canvas.getByRole('link', { name: `${t('hotels:details.book')}: Standard Room` });
    await expect(book).toHaveAttribute(
      'href',
      '/booknow/hotels/checkout?hotelId=us-miami-h01&roomId=standard',
    );
    await expect(canvas.getAllByText(t('deals:price.youSaved'))).toHaveLength(2);
  },
};

export const Visitor: Story = {
  args: { viewer: viewerOf(null) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getAllByRole('link', { name: t('deals:price.revealPrice') })).toHaveLength(
      2,
    );
  },
};

export const UnrestrictedAgent: Story = {
  args: { viewer: viewerOf(USERS.owner) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getAllByText(t('deals:price.wholesaleRate'))).toHaveLength(2);
  },
};

export const NoRoomForTheParty: Story = {
  args: { hotel: { ...STORY_HOTEL, rooms: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('hotels:details.noRooms'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed', hotel: null, error: 'No such hotel' },
  play: async ({ canvasElement, args, userEvent, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such hotel');
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
