import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@wl/core';
import { type ToastTone, toastsMachine } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { Toasts } from './Toasts.tsx';

interface ShownToast {
  message: string;
  tone?: ToastTone;
}

/** A server's own message: shown as sent (spec §8 "the server message or …"). */
const SERVER_MESSAGE = 'Booking HX-2041 confirmed';

/**
 * Story harness: runs the real toasts machine, sends SHOW for each toast once, and may shorten
 * the auto-close delay (spec §9: 5000 ms) with `provide({ delays })`.
 */
function ToastsHarness({ toasts, autoCloseMs }: { toasts: ShownToast[]; autoCloseMs?: number }) {
  const logic = useMemo(
    () =>
      autoCloseMs === undefined
        ? toastsMachine
        : toastsMachine.provide({ delays: { toastAutoClose: autoCloseMs } }),
    [autoCloseMs],
  );
  const actorRef = useActorRef(logic);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    for (const toast of toasts) actorRef.send({ type: 'SHOW', ...toast });
  }, [actorRef, toasts]);
  return <Toasts actorRef={actorRef} />;
}

const meta = {
  title: 'Status/Toasts',
  component: ToastsHarness,
  args: { toasts: [{ message: SERVER_MESSAGE, tone: 'success' }] },
} satisfies Meta<typeof ToastsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.9: one toast, top-right (top-left in Arabic, the inline end). */
export const Single: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toast = await canvas.findByRole('status');
    await expect(toast).toHaveTextContent(SERVER_MESSAGE);
    await expect(toast).toHaveAttribute('aria-live', 'polite');
    const box = toast.getBoundingClientRect();
    const rtl =
      getComputedStyle(canvasElement.querySelector('[dir]') ?? document.body).direction === 'rtl';
    if (rtl) await expect(box.left).toBeLessThan(window.innerWidth / 2);
    else await expect(box.right).toBeGreaterThan(window.innerWidth / 2);
    await expect(box.top).toBeLessThan(window.innerHeight / 2);
  },
};

/** Several toasts stack oldest first; dismissing one leaves the others. */
export const Several: Story = {
  args: {
    toasts: [
      { message: SERVER_MESSAGE, tone: 'success' },
      { message: MESSAGES.exchangeRatesFailed, tone: 'warning' },
      { message: 'Prices are shown in Euro', tone: 'info' },
    ],
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    // Spec §8 messages appear in the visitor's language.
    await expect(canvas.getByText(t('common:error.exchangeRatesFailed'))).toBeInTheDocument();

    const [first] = canvas.getAllByRole('listitem');
    if (!first) throw new Error('no toast');
    await userEvent.click(within(first).getByRole('button', { name: t('pages:toasts.dismiss') }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.queryByText(SERVER_MESSAGE)).toBeNull();
  },
};

/** An error toast is assertive (role=alert). */
export const ErrorToast: Story = {
  args: { toasts: [{ message: MESSAGES.genericFallback, tone: 'error' }] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent(t('common:error.genericFallback'));
    await expect(toast).toHaveAttribute('aria-live', 'assertive');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * Spec §9 "Toast auto-close 5000 ms", with the named delay shortened to 300 ms through
 * `toastsMachine.provide({ delays })`: the toast closes by itself.
 */
export const AutoDismissed: Story = {
  args: { autoCloseMs: 300 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SERVER_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText(SERVER_MESSAGE)).toBeNull(), { timeout: 2000 });
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};
