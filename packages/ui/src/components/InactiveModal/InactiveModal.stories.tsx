import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { overlay } from './InactiveModal.css.ts';
import { InactiveModal } from './InactiveModal.tsx';

const meta = {
  title: 'Status/InactiveModal',
  component: InactiveModal,
} satisfies Meta<typeof InactiveModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec §2.9 / §8: a blocking modal 'Agency is inactive, Please contact the administrator'.
 * Escape and a click outside leave it open.
 */
export const Default: Story = {
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await screen.findByRole('alertdialog', {
      name: t('common:error.agencyInactive'),
    });
    await waitFor(() => expect(dialog).toHaveFocus());
    // No way to close it.
    await expect(screen.queryByRole('button')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    // A press on the backdrop, outside the dialog.
    const backdrop = document.querySelector<HTMLElement>(`.${overlay}`);
    if (!backdrop) throw new Error('modal backdrop not found');
    await userEvent.click(backdrop);
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(dialog).toBeVisible();
  },
};
