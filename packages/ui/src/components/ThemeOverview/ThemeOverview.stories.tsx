import type { Meta, StoryObj } from '@storybook/react-vite';
import { agencyPalette } from '@wl/core';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { ThemeOverview } from './ThemeOverview.tsx';

const HORIZON_IMAGES = {
  logo: '/assets/horizon/logo.svg',
  logoMobile: '/assets/horizon/logo-mobile.svg',
  favicon: '/assets/horizon/favicon.svg',
};

const meta = {
  title: 'Areas/ThemeOverview',
  component: ThemeOverview,
  args: { agency: { primaryColor: '#0f766e', ...HORIZON_IMAGES } },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof ThemeOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Horizon's teal passes as it is: its swatches, no adjustment, and its three images. */
export const ColourAsItIs: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('agentTools:theme.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('agentTools:theme.howToChange'))).toBeVisible();
    const colours = within(canvas.getByRole('region', { name: t('agentTools:theme.colours') }));
    // Primary, and links in the primary colour: the same teal.
    await expect(colours.getAllByText('#0f766e')).toHaveLength(2);
    await expect(colours.getByText('#ffffff')).toBeVisible();
    await expect(colours.getByText(agencyPalette('#0f766e').primaryMuted)).toBeVisible();
    await expect(colours.getByText(t('agentTools:theme.noAdjustment'))).toBeVisible();
    await expect(colours.queryByText(t('agentTools:theme.adjusted'))).toBeNull();
    const images = canvas.getByRole('region', { name: t('agentTools:theme.images') });
    const shown = [...images.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    await expect(shown).toEqual(Object.values(HORIZON_IMAGES));
    await expect(within(images).queryByText(t('agentTools:theme.notSet'))).toBeNull();
    await expect(
      canvas.getByRole('button', { name: t('agentTools:theme.previewButton') }),
    ).toBeVisible();
  },
};

/**
 * A light yellow: white text would not be readable on it, so the guard picks dark text and
 * darkens it as a text colour; each change is listed. No image set: each says so.
 */
export const ColourAdjusted: Story = {
  args: { agency: { primaryColor: '#ffd400' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const palette = agencyPalette('#ffd400');
    const colours = within(canvas.getByRole('region', { name: t('agentTools:theme.colours') }));
    await expect(colours.getByText('#ffd400')).toBeVisible();
    await expect(colours.getByText('#111111')).toBeVisible();
    await expect(
      colours.getByRole('heading', { level: 3, name: t('agentTools:theme.adjusted') }),
    ).toBeVisible();
    await expect(colours.queryByText(t('agentTools:theme.noAdjustment'))).toBeNull();
    const lines = colours.getAllByRole('listitem');
    await expect(lines.length).toBeGreaterThanOrEqual(1);
    await expect(lines).toHaveLength(palette.adjustments.length);
    for (const [index, change] of palette.adjustments.entries()) {
      await expect(lines[index]).toHaveTextContent(
        t('agentTools:theme.adjustment', {
          wanted: change.wanted,
          used: change.used,
          before: change.ratioBefore,
          after: change.ratioAfter,
        }),
      );
    }
    const images = canvas.getByRole('region', { name: t('agentTools:theme.images') });
    await expect(images.querySelectorAll('img')).toHaveLength(0);
    await expect(within(images).getAllByText(t('agentTools:theme.notSet'))).toHaveLength(3);
  },
};
