import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { SupportContacts } from './SupportContacts.tsx';

const meta = {
  title: 'Areas/SupportContacts',
  component: SupportContacts,
  args: {
    agency: {
      agencyName: 'Horizon Travel Co.',
      contactPhoneNumber: '+1 (305) 555-0142',
      contactEmailId: 'support@horizon-travel.example',
      addressLine1: '1200 Brickell Avenue, Suite 1800',
      city: 'Miami',
      state: 'FL',
      zipCode: '33131',
      country: 'United States',
    },
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof SupportContacts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's phone, e-mail and address, each a link where it can be one. */
export const Full: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('areas:support.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13055550142',
    );
    await expect(
      canvas.getByRole('link', { name: 'support@horizon-travel.example' }),
    ).toHaveAttribute('href', 'mailto:support@horizon-travel.example');
    await expect(canvas.getByText(/Brickell Avenue/)).toBeVisible();
  },
};

/** An agency without contact details says so instead of an empty list. */
export const NoContacts: Story = {
  args: { agency: { agencyName: 'Nordlys Reiser' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('areas:support.none'))).toBeVisible();
  },
};
