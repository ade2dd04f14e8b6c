import type { Meta, StoryObj } from '@storybook/react-vite';
import { BOOKING_TYPES, DEFAULT_BOOKING_MENU_ITEM_OPTIONS } from '@wl/core';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { SERVICE_KEYS } from '../AgencySettings/AgencySettings.tsx';
import { ApplicationsList } from './ApplicationsList.tsx';

const meta = {
  title: 'Areas/ApplicationsList',
  component: ApplicationsList,
  args: { agency: { bookingMenuItemOptions: DEFAULT_BOOKING_MENU_ITEM_OPTIONS } },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof ApplicationsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All six active (spec §2.1 default): a tile each in spec §3 order, each opening its booking page. */
export const AllActive: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('agentTools:applications.title') }),
    ).toBeVisible();
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles).toHaveLength(BOOKING_TYPES.length);
    for (const [index, type] of BOOKING_TYPES.entries()) {
      const name = t(`common:${SERVICE_KEYS[type.title]}`);
      const tile = within(tiles[index] as HTMLElement);
      await expect(tile.getByText(name)).toBeVisible();
      await expect(tile.getByText(t('agentTools:applications.active'))).toBeVisible();
      await expect(
        tile.getByRole('link', { name: t('agentTools:applications.open', { name }) }),
      ).toHaveAttribute('href', type.href);
    }
  },
};

/** Cruise and Cars switched off: their tiles say so and open nothing; the others still open. */
export const SomeInactive: Story = {
  args: {
    agency: {
      bookingMenuItemOptions: DEFAULT_BOOKING_MENU_ITEM_OPTIONS.map((option) => ({
        ...option,
        active: option.title !== 'Cruise' && option.title !== 'Cars',
      })),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles).toHaveLength(BOOKING_TYPES.length);
    await expect(canvas.getAllByRole('link')).toHaveLength(BOOKING_TYPES.length - 2);
    for (const title of ['Cruise', 'Cars'] as const) {
      const tile = canvas.getByText(t(`common:${SERVICE_KEYS[title]}`)).closest('li');
      await expect(
        within(tile as HTMLElement).getByText(t('agentTools:applications.inactive')),
      ).toBeVisible();
      await expect(within(tile as HTMLElement).queryByRole('link')).toBeNull();
    }
    const hotels = t(`common:${SERVICE_KEYS.Hotels}`);
    await expect(
      canvas.getByRole('link', { name: t('agentTools:applications.open', { name: hotels }) }),
    ).toHaveAttribute('href', '/booknow/hotels');
  },
};
