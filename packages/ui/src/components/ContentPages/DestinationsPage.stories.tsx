import type { Meta, StoryObj } from '@storybook/react-vite';
import { destinationGuidePath, destinationShareHref } from '@wl/core';
import { expect } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { CANCUN, destinationsAgency, GUIDES, KYOTO, LISBON } from './contentFixtures.ts';
import { DestinationsPage } from './DestinationsPage.tsx';

const meta = {
  title: 'Pages/ContentPages/DestinationsPage',
  component: DestinationsPage,
  parameters: { agencyConfig: destinationsAgency(), screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof DestinationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardTitles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('h2')].map((heading) => heading.textContent);

/** /destination: every guide, in the agency's order, each linking to its own page. */
export const AllDestinations: Story = {
  args: { guides: GUIDES },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('content:destinations.title') }),
    ).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual([LISBON.title, KYOTO.title, CANCUN.title]);
    await expect(canvas.getByRole('link', { name: CANCUN.title })).toHaveAttribute(
      'href',
      destinationGuidePath(CANCUN.slug),
    );
  },
};

/** /top-destination: only the guides marked top. */
export const TopDestinations: Story = {
  args: { guides: GUIDES, topOnly: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('content:destinations.topTitle') }),
    ).toBeVisible();
    await expect(cardTitles(canvasElement)).toEqual([LISBON.title, KYOTO.title]);
    await expect(canvas.queryByRole('link', { name: CANCUN.title })).toBeNull();
  },
};

/**
 * /destination/share for an agency that does not list destinations (spec §2.1): a guide's one
 * page is then its share address.
 */
export const WithoutDestinationList: Story = {
  args: { guides: GUIDES },
  parameters: { agencyConfig: destinationsAgency({ listed: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: LISBON.title })).toHaveAttribute(
      'href',
      destinationShareHref(LISBON.slug),
    );
  },
};

/** No guides written yet. */
export const Empty: Story = {
  args: { guides: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('content:destinations.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('content:destinations.empty'))).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
