import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig } from '@wl/core';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { PolicyEmptyState } from './PolicyEmptyState.tsx';

const withEmail =
  (contactEmailId: string | undefined) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: { ...config.agency, contactEmailId },
  });

const meta = {
  title: 'Pages/PolicyEmptyState',
  component: PolicyEmptyState,
  args: { message: 'No cancellation policy has been published for Disney Cruise Line yet.' },
} satisfies Meta<typeof PolicyEmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A policy page the agency has not written: what is missing, whom to ask, and its e-mail. */
export const WithContact: Story = {
  parameters: { agencyConfig: withEmail('help@agency.example') },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(args.message);
    await expect(canvas.getByText(t('legal:empty.askUs'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('legal:empty.contact') })).toHaveAttribute(
      'href',
      'mailto:help@agency.example',
    );
  },
};

/** Without a contact e-mail there is no link to offer. */
export const WithoutContact: Story = {
  parameters: { agencyConfig: withEmail(undefined) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('legal:empty.askUs'))).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
