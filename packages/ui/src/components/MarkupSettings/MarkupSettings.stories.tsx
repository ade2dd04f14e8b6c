import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AccountDataHarness, type StoryAnswer } from '../../fixtures/accountData.tsx';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { AccountDataView } from '../AccountArea/AccountDataView.tsx';
import { MarkupSettings } from './MarkupSettings.tsx';

interface HarnessProps {
  markupPercent: number | null;
  save?: StoryAnswer | 'echo';
  onSave: (value: unknown) => void;
  showExample: boolean;
}

function MarkupHarness({ markupPercent, save, onSave, showExample }: HarnessProps) {
  return (
    <AccountDataHarness load={{ value: { markupPercent } }} save={save} onSave={onSave}>
      {(actor) => (
        // As on the page: the form renders once its data arrived.
        <AccountDataView actor={actor}>
          {() => <MarkupSettings actor={actor} showExample={showExample} />}
        </AccountDataView>
      )}
    </AccountDataHarness>
  );
}

const meta = {
  title: 'Areas/MarkupSettings',
  component: MarkupHarness,
  args: { markupPercent: null, onSave: fn(), showExample: true },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof MarkupHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No setting yet: each deal keeps its own markup; the field is empty. */
export const NotSet: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByTestId('markup-current')).toHaveTextContent(
      t('areas:markup.none'),
    );
    await expect(canvas.getByRole('textbox', { name: t('areas:markup.field') })).toHaveValue('');
  },
};

/** Keyboard only: Tab to the field, type 12.5, Enter saves; the status says it is saved. */
export const SavesByKeyboard: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await canvas.findByTestId('markup-current');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: t('areas:markup.field') })).toHaveFocus();
    await userEvent.keyboard('12.5');
    await expect(canvas.getByTestId('markup-example')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ markupPercent: 12.5 }));
    await expect(await canvas.findByText(t('areas:form.saved'))).toBeVisible();
    await expect(canvas.getByTestId('markup-current')).toHaveTextContent('12.5 %');
  },
};

/** Out of range: the field says what it takes and nothing is sent. */
export const Invalid: Story = {
  args: { markupPercent: 10 },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const field = await canvas.findByRole('textbox', { name: t('areas:markup.field') });
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await expect(canvas.getByText(t('areas:markup.invalid'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Spec §2.8: the API refuses a sales agent's write (403); its message shows. */
export const SaveRefused: Story = {
  args: { markupPercent: 10, save: { message: 'Your role cannot use these settings' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('areas:form.save') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('areas:form.saveFailed'));
    await expect(alert).toHaveTextContent('Your role cannot use these settings');
  },
};

/** While the save runs, the button is pending and the status says so. */
export const Saving: Story = {
  args: { markupPercent: 10, save: 'pending' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('areas:form.save') }));
    await expect(await canvas.findByText(t('areas:form.saving'))).toBeVisible();
  },
};

/** Spec §2.3, §6: a restricted agent sees no wholesale example. */
export const RestrictedAgent: Story = {
  args: { markupPercent: 10, showExample: false },
  play: async ({ canvas }) => {
    await canvas.findByTestId('markup-current');
    await expect(canvas.queryByTestId('markup-example')).toBeNull();
  },
};
