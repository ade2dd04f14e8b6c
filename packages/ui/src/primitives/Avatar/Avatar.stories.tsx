import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Olivia Martinez Ruiz' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: initials use the first two words of the name. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^OM$/);
  },
};

export const ProfileImage: Story = {
  args: { image: '/assets/horizon/favicon.svg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).not.toBeNull();
  },
};
