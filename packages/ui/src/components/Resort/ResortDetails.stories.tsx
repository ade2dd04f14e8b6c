import type { Meta, StoryObj } from '@storybook/react-vite';
import { viewerOf } from '@wl/core';
import { expect, fn } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { ResortDetails } from './ResortDetails.tsx';
import { STORY_AVAILABILITY } from './resortFixtures.ts';

const meta = {
  title: 'Resorts/ResortDetails',
  component: ResortDetails,
  args: {
    status: 'loaded',
    availability: STORY_AVAILABILITY,
    error: null,
    onRetry: fn(),
    onHold: fn(),
    holding: false,
    holdError: null,
    backHref: '/booknow/resort/search?place=Canc%C3%BAn',
    loginHref: '/login',
    viewer: viewerOf(USERS.traveller),
    allowNonLoginFlow: false,
    returnTo: '/booknow/resort/details?propertyId=1011',
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof ResortDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rooms left for the stay, and Hold. */
export const Available: Story = {
  play: async ({ canvas, args, userEvent, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Azul Lagoon Resort & Spa' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('resort:details.hold') }));
    await expect(args.onHold).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', availability: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status', { name: t('resort:details.loading') })).toBeVisible();
  },
};

/** No rooms left: no Hold. */
export const SoldOut: Story = {
  args: { availability: { ...STORY_AVAILABILITY, available: false, rooms_left: 0 } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('resort:details.unavailable'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('resort:details.hold') })).toBeNull();
  },
};

/** A hold the server refused: its message beside the button. */
export const HoldFailed: Story = {
  args: { holdError: 'No rooms left at this resort for these dates' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No rooms left at this resort for these dates',
    );
  },
};

export const Failed: Story = {
  args: { status: 'failed', availability: null, error: 'something went wrong' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.loadFailedDefault'));
  },
};

export const SignInRequired: Story = {
  args: { status: 'signIn', availability: null, viewer: viewerOf(null) },
};
