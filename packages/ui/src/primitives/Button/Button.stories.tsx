import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, ButtonLink } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book Now', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { tone: 'secondary' } };
export const Ghost: Story = { args: { tone: 'ghost' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Log Out' } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { isDisabled: true } };

export const Pressed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Now' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const AsLink: Story = {
  render: () => <ButtonLink href="/booknow/hotels">Book Now</ButtonLink>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booknow/hotels',
    );
  },
};

/**
 * A caller's class may follow the button's state, as react-aria allows: it is added to the
 * variant's class, never written out as the text of a function.
 */
export const ClassFromState: Story = {
  args: { className: ({ isDisabled }) => (isDisabled ? 'state-disabled' : 'state-enabled') },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book Now' });
    await expect(button).toHaveClass('state-enabled');
    await expect(button.className).not.toMatch(/=>|function/);
    await expect(button.classList.length).toBeGreaterThan(1);
  },
};
