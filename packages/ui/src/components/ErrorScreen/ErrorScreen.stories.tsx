import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Status/ErrorScreen',
  component: ErrorScreen,
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.9 / §8: 'Something went wrong.', announced as an alert. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.uncaughtError'));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With a retry (the boundary's reset, app start's RETRY). */
export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
