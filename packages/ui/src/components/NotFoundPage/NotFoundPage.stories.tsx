import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig } from '@wl/core';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const EMAIL = 'help@agency.example';

const withEmail =
  (email: string | undefined) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: { ...config.agency, contactEmailId: email },
  });

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.9: the message, a mailto contact link (the agency has an e-mail) and 'Take me home'. */
export const WithContactEmail: Story = {
  parameters: { agencyConfig: withEmail(EMAIL) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('common:error.pageNotFound') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('pages:notFound.contact') })).toHaveAttribute(
      'href',
      `mailto:${EMAIL}`,
    );
    await expect(
      canvas.getByRole('link', { name: t('pages:notFound.takeMeHome') }),
    ).toHaveAttribute('href', '/');
  },
};

/** Spec §2.9: no contact e-mail, no contact link; 'Take me home' still leads to /. */
export const WithoutContactEmail: Story = {
  parameters: { agencyConfig: withEmail(undefined) },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('link', { name: t('pages:notFound.contact') })).toBeNull();
    await expect(canvasElement.querySelector('a[href^="mailto:"]')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('pages:notFound.takeMeHome') }),
    ).toHaveAttribute('href', '/');
  },
};
