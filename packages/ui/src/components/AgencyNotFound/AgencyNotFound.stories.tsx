import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { AgencyConfigProvider } from '../../providers/AgencyContext.tsx';
import { AgencyNotFound } from './AgencyNotFound.tsx';

const meta = {
  title: 'Pages/AgencyNotFound',
  component: AgencyNotFound,
  // The host has no agency config when no agency matches: prove the page needs none.
  decorators: [
    (Story) => (
      <AgencyConfigProvider value={null}>
        <Story />
      </AgencyConfigProvider>
    ),
  ],
} satisfies Meta<typeof AgencyNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.9 / §8: a 404 page 'Agency not found!', rendered without an agency config. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('common:error.agencyNotFound') }),
    ).toBeInTheDocument();
  },
};
