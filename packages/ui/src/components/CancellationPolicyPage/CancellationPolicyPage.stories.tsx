import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AgencyConfig, CRUISE_LINE_NAMES } from '@wl/core';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { CancellationPolicyPage } from './CancellationPolicyPage.tsx';

const withPolicy =
  (cancellationPolicy: AgencyConfig['cancellationPolicy']) =>
  (config: AgencyConfig): AgencyConfig => ({ ...config, cancellationPolicy });

const POLICY: AgencyConfig['cancellationPolicy'] = {
  content:
    '<p>Hotels and cars can be cancelled free of charge up to 48 hours before arrival.</p>' +
    '<script>window.__cancellationScript = true</script>',
  cruiseLines: {
    carnival:
      '<h2>Carnival deposits</h2><p>Deposits are refundable up to 76 days before sailing.</p>',
    disney: '<p>Disney Cruise Line charges 100% within 14 days of sailing.</p>',
    mcl: '<p></p>',
  },
};

const meta = {
  title: 'Pages/CancellationPolicyPage',
  component: CancellationPolicyPage,
  parameters: { agencyConfig: withPolicy(POLICY) },
} satisfies Meta<typeof CancellationPolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §2.1 /cancellation-policy: the agency's general policy and a link to each cruise line
 * that has one (an empty policy, spec §5, is not linked).
 */
export const General: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('legal:cancellation.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(/48 hours before arrival/)).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cancellation-policy/carnival',
      '/cancellation-policy/disney',
    ]);
    await expect(links[0]).toHaveTextContent(CRUISE_LINE_NAMES.carnival);
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Spec §2.1 /cancellation-policy/carnival: one line's policy, with a way back to all of them. */
export const CruiseLine: Story = {
  args: { cruiseLine: 'carnival' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: t('legal:cancellation.cruiseLineTitle', { cruiseLine: CRUISE_LINE_NAMES.carnival }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Carnival deposits' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('legal:cancellation.allPolicies') }),
    ).toHaveAttribute('href', '/cancellation-policy');
  },
};

/** A line without a policy (here empty markup, spec §5): the page says none is published yet. */
export const CruiseLineWithoutPolicy: Story = {
  args: { cruiseLine: 'mcl' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('legal:empty.cruiseLine', { cruiseLine: CRUISE_LINE_NAMES.mcl }),
    );
  },
};

/** No general policy and no line's: the page's empty state, with no list of lines. */
export const NothingPublished: Story = {
  parameters: { agencyConfig: withPolicy({ cruiseLines: {} }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('legal:empty.cancellation'));
    await expect(
      canvas.queryByRole('heading', { name: t('legal:cancellation.cruiseLines') }),
    ).toBeNull();
  },
};
