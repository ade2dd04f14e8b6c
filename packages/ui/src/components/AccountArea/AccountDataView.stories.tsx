import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AccountDataHarness } from '../../fixtures/accountData.tsx';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { AccountDataView } from './AccountDataView.tsx';
import { AreaPage } from './AreaPage.tsx';

/** A page of the areas with its data view, as every page of the traveller's and agents' areas. */
function DataPage({ load }: { load: Parameters<typeof AccountDataHarness>[0]['load'] }) {
  return (
    <AccountDataHarness load={load}>
      {(actor) => (
        <AreaPage title="Clients">
          <AccountDataView<{ text: string }> actor={actor}>
            {(data) => <p data-testid="data">{data.text}</p>}
          </AccountDataView>
        </AreaPage>
      )}
    </AccountDataHarness>
  );
}

const meta = {
  title: 'Areas/AccountDataView',
  component: DataPage,
  args: { load: 'pending' },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof DataPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the page's call runs: a status says it is loading. */
export const Loading: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('common:loading'));
  },
};

/** The data arrived: the page body. */
export const Ready: Story = {
  args: { load: { value: { text: 'Three clients' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('data')).toHaveTextContent('Three clients');
  },
};

/** Spec §8: the server's message, and Try again (a keyboard user reaches it with Tab). */
export const LoadFailed: Story = {
  args: { load: { message: 'Only agency staff can use this' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('areas:data.loadFailed'));
    await expect(alert).toHaveTextContent('Only agency staff can use this');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('common:action.retry') })).toHaveFocus();
  },
};

/** A network failure carries no server message: spec §8 'Something went wrong'. */
export const LoadFailedWithoutMessage: Story = {
  args: { load: 'networkError' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('common:error.genericFallback'),
    );
  },
};
