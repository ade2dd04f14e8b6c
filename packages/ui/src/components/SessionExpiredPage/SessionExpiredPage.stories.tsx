import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { SessionExpiredPage } from './SessionExpiredPage.tsx';

const meta = {
  title: 'Pages/Account/SessionExpiredPage',
  component: SessionExpiredPage,
  args: { redirect: '/booknow/hotels/search?city=Lisbon' },
} satisfies Meta<typeof SessionExpiredPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.1 /expired: Log In again comes back to the page the visitor was on. */
export const ReturnsWhereTheyWere: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('account:expired.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbooknow%2Fhotels%2Fsearch%3Fcity%3DLisbon',
    );
  },
};

/** No page to return to: plain /login. */
export const NoReturnAddress: Story = {
  args: { redirect: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A return address on another site is ignored (core loginReturnPath). */
export const ForeignReturnIgnored: Story = {
  args: { redirect: 'https://evil.example/' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};
