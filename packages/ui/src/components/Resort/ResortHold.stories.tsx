import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { ResortHold } from './ResortHold.tsx';
import { STORY_ITINERARY } from './resortFixtures.ts';

const meta = {
  title: 'Resorts/ResortHold',
  component: ResortHold,
  args: {
    status: 'loaded',
    itinerary: STORY_ITINERARY,
    error: null,
    onRetry: fn(),
    onRelease: fn(),
    releasing: false,
    newSearchHref: '/booknow/resort',
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof ResortHold>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The held itinerary and Release hold (spec §4). */
export const Held: Story = {
  play: async ({ canvas, args, userEvent, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText('RS-7F3A19C2D4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('resort:hold.release') }));
    await expect(args.onRelease).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', itinerary: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status', { name: t('resort:hold.loading') })).toBeVisible();
  },
};

export const Released: Story = {
  args: { itinerary: { ...STORY_ITINERARY, status: 'RELEASED', held: false } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('resort:hold.released'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('resort:hold.release') })).toBeNull();
  },
};

/** No itinerary named: the empty state. */
export const Missing: Story = {
  args: { status: 'missing', itinerary: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('resort:hold.missing'))).toBeVisible();
  },
};

/** The hold check failed: the server's message with a retry. */
export const Failed: Story = {
  args: { status: 'failed', itinerary: null, error: 'Itinerary RS-NOPE not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Itinerary RS-NOPE not found');
  },
};
