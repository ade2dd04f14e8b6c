import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { CurrencyPicker } from '../CurrencyPicker/CurrencyPicker.tsx';
import { COUNTRY_CURRENCIES } from '../CurrencyPicker/fixtures.ts';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker.tsx';
import { MobileMenu } from './MobileMenu.tsx';

// Looked up each time: the first press replaces the stand-in burger with the panel's own
// (the panel's code arrives on that press), and focus returns to the one on the page.
const burger = (canvasElement: HTMLElement, t: StoryText) =>
  within(canvasElement).getByRole('button', { name: t('header:mobileMenu.open') });

const meta = {
  title: 'Header/MobileMenu',
  component: MobileMenu,
  args: {
    children: (
      <>
        <LanguagePicker fullWidth />
        <CurrencyPicker entries={COUNTRY_CURRENCIES} fullWidth />
      </>
    ),
  },
  globals: { viewport: { value: 'iphone6' } },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.6 mobile slide-out menu: a burger button, nothing open. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      within(canvasElement).getByRole('button', { name: t('header:mobileMenu.open') }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** The panel, open: a titled modal dialog with a close button and its content. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('header:mobileMenu.title'),
    });
    // Visible once the slide-in has ended.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t('common:action.close') })).toBeVisible(),
    );
    await expect(
      within(dialog).getByRole('button', { name: new RegExp(t('header:language.label')) }),
    ).toBeVisible();
  },
};

/** Focus moves into the panel and stays there; Escape closes it and focus returns to the burger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(burger(canvasElement, t));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus is trapped: tabbing past the last control wraps inside the panel.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(burger(canvasElement, t)).toHaveFocus());
  },
};

/** The close button closes it too, and focus returns to the burger. */
export const CloseButton: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(burger(canvasElement, t));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:action.close') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(burger(canvasElement, t)).toHaveFocus());
  },
};
