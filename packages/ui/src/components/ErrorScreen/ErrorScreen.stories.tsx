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

/**
 * Over the whole page, as the sites mount it for an uncaught error or rejected promise (spec
 * §2.9): it covers the viewport and offers a retry (the sites reload the page).
 */
export const OverThePage: Story = {
  args: { placement: 'page', onRetry: fn() },
  parameters: { layout: 'fullscreen' },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('common:error.uncaughtError'));
    const overlay = canvasElement.querySelector('[data-placement="page"]');
    if (!overlay) throw new Error('no page overlay');
    await expect(overlay).toContainElement(alert);
    const box = overlay.getBoundingClientRect();
    await expect(getComputedStyle(overlay).position).toBe('fixed');
    await expect([box.width, box.height]).toEqual([window.innerWidth, window.innerHeight]);
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
