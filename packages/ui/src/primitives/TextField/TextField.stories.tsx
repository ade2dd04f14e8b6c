import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'E-mail', name: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** The error is tied to the field: screen readers read it with the label. */
export const Invalid: Story = {
  args: { error: 'Enter an e-mail address such as name@example.com.', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    );
  },
};

export const Multiline: Story = {
  args: { label: 'Special requests (optional)', multiline: true },
};
