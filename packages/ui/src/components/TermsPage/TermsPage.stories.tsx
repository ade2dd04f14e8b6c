import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig } from '@wl/core';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { TermsPage } from './TermsPage.tsx';

const TERMS =
  '<h2>1. Bookings</h2><p>A booking is confirmed once you receive the itinerary by e-mail.</p>' +
  '<p onclick="alert(1)">Questions: <a href="mailto:terms@agency.example">terms@agency.example</a>.</p>' +
  '<img src="x" alt="" onerror="window.__termsPageScript = true">' +
  '<script>window.__termsPageScript = true</script>';

const withTerms =
  (terms: AgencyConfig['termsAndConditions']) =>
  (config: AgencyConfig): AgencyConfig => ({ ...config, termsAndConditions: terms });

const meta = {
  title: 'Pages/TermsPage',
  component: TermsPage,
  args: { audience: 'user' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.1 /user-terms-and-conditions: the agency's terms, sanitised (DESIGN §2). */
export const UserTerms: Story = {
  parameters: { agencyConfig: withTerms({ user: TERMS }) },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('legal:userTerms.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Bookings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'terms@agency.example' })).toBeVisible();
    await expect(canvasElement.querySelector('script, [onclick], [onerror]')).toBeNull();
    await expect((window as { __termsPageScript?: boolean }).__termsPageScript).toBeUndefined();
  },
};

/** Spec §2.1 /agency-terms-and-conditions/{id}: the terms for the agency's agents. */
export const AgencyTerms: Story = {
  args: { audience: 'agency' },
  parameters: {
    agencyConfig: withTerms({ user: '<p>Traveller terms</p>', agency: '<p>Agent terms</p>' }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('legal:agencyTerms.title') }),
    ).toBeVisible();
    await expect(canvas.getByText('Agent terms')).toBeVisible();
    await expect(canvas.queryByText('Traveller terms')).toBeNull();
  },
};

/**
 * Spec §2.7: the footer always links the terms, so a page the agency has not written says so
 * (empty markup counts as none, §5) rather than being a 404.
 */
export const NotPublished: Story = {
  parameters: { agencyConfig: withTerms({ user: '<p><br></p>' }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('legal:userTerms.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('legal:empty.terms'));
    await expect(
      canvas.queryByRole('heading', { name: t('common:error.pageNotFound') }),
    ).toBeNull();
  },
};
