import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig } from '@wl/core';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { LegalPage } from './LegalPage.tsx';

const POLICY =
  '<h2>Our policy</h2><p>We keep your booking details only as long as the law requires.</p>' +
  '<p onclick="alert(1)">Write to <a href="mailto:privacy@agency.example">privacy@agency.example</a>.</p>' +
  '<script>window.__legalPageScript = true</script>';

const withPrivacyPolicy =
  (html: string) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: { ...config.agency, privacyPolicy: html },
  });

const meta = {
  title: 'Pages/LegalPage',
  component: LegalPage,
  args: { policy: 'privacyPolicy' },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.1 /privacy-policy: the policy's name as the page title and the agency's content. */
export const PrivacyPolicy: Story = {
  parameters: { agencyConfig: withPrivacyPolicy(POLICY) },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('footer:usefulLinks.privacyPolicy') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy@agency.example' })).toBeVisible();
    // Agency HTML is untrusted (DESIGN §2): scripts and handlers never reach the page.
    await expect(canvasElement.querySelector('script, [onclick]')).toBeNull();
    await expect((window as { __legalPageScript?: boolean }).__legalPageScript).toBeUndefined();
  },
};

/** Spec §5: empty markup counts as no policy, so the page is the 404 page of spec §2.9. */
export const EmptyPolicy: Story = {
  parameters: { agencyConfig: withPrivacyPolicy('<p></p>') },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('common:error.pageNotFound') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: t('footer:usefulLinks.privacyPolicy') }),
    ).toBeNull();
  },
};
