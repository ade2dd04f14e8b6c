import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { NoScriptNotice } from './NoScriptNotice.tsx';

// The page wraps it in `<noscript>` and gives it the text in its language; the stories show what
// a visitor without scripts reads, in the story's language.
const meta = {
  title: 'Status/NoScriptNotice',
  component: NoScriptNotice,
  args: { message: '' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NoScriptNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A booking page with JavaScript off: the remote's slot says it needs scripts. */
export const JavaScriptOff: Story = {
  render: (_args, { globals }) => (
    <NoScriptNotice message={storyText(globals)('common:app.needsJavaScript')} />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('common:app.needsJavaScript'))).toBeVisible();
  },
};
