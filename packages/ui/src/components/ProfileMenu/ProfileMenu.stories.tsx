import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig } from '@wl/core';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { expectProfileMenu } from './storyExpectations.ts';

/** Menu links go through react-aria's router, so choosing one in a story does not leave it. */
const navigate = fn().mockName('navigate');

/** Spec §2.6 "Book Now points to the first active booking service": here Cars. */
const firstActiveIsCars = (config: AgencyConfig): AgencyConfig => ({
  ...config,
  agency: {
    ...config.agency,
    bookingMenuItemOptions: [
      { title: 'Hotels', active: false },
      { title: 'Air Travel', active: false },
      { title: 'Resorts', active: false },
      { title: 'Cars', active: true },
      { title: 'Activities', active: true },
      { title: 'Cruise', active: true },
    ],
  },
});

const meta = {
  title: 'Header/ProfileMenu',
  component: ProfileMenu,
  args: { user: USERS.traveller, onAction: fn() },
  parameters: { layout: 'centered', agencyConfig: firstActiveIsCars },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ProfileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, t: StoryText, name: string) =>
  within(canvasElement).getByRole('button', { name: t('header:profileMenu.trigger', { name }) });

/** Spec §2.6 / §9: the avatar shows initials from the first two words of the name. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(trigger(canvasElement, t, 'Olivia Martinez')).toHaveTextContent('OM');
  },
};

/** Spec §2.6 / §6 traveller: Dashboard, Book Now, My Trips, Profile Settings, Support, Wallet, Logout. */
export const Traveller: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectProfileMenu(
      t,
      trigger(canvasElement, t, 'Olivia Martinez'),
      'traveller',
      '/booknow/cars',
    );
  },
};

/** Spec §6: Wallet only when isRewardWalletEnable. */
export const TravellerWithoutWallet: Story = {
  args: { user: USERS.travellerWithoutWallet },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectProfileMenu(
      t,
      trigger(canvasElement, t, 'Noah Berg'),
      'travellerWithoutWallet',
      '/booknow/cars',
    );
  },
};

/** Spec §6 AgencyOwner: Command Center, Profile Settings, Website Settings, Support; no Book Now or My Trips. */
export const Owner: Story = {
  args: { user: USERS.owner },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(trigger(canvasElement, t, 'Daniel Ortiz')).toHaveTextContent('DO');
    await expectProfileMenu(t, trigger(canvasElement, t, 'Daniel Ortiz'), 'ownerOrAdmin');
  },
};

export const Admin: Story = {
  args: { user: USERS.admin },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectProfileMenu(t, trigger(canvasElement, t, 'Grace Liu'), 'ownerOrAdmin');
  },
};

/** Spec §6 travel agent: Command Center and settings profile only. */
export const RestrictedAgent: Story = {
  args: { user: USERS.restrictedAgent },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectProfileMenu(t, trigger(canvasElement, t, 'Lucas Moreau'), 'agent');
  },
};

export const SalesAgent: Story = {
  args: { user: USERS.salesAgent },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectProfileMenu(t, trigger(canvasElement, t, 'Amara Okafor'), 'agent');
  },
};

/** Spec §2.6: the profile image replaces the initials. */
export const WithProfileImage: Story = {
  args: {
    user: {
      ...USERS.traveller,
      personal_info: {
        ...USERS.traveller.personal_info,
        profile_image: '/assets/horizon/favicon.svg',
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const button = trigger(canvasElement, t, 'Olivia Martinez');
    await expect(button.querySelector('img')).toHaveAttribute('src', '/assets/horizon/favicon.svg');
    await expect(button).not.toHaveTextContent('OM');
  },
};

/** Choosing an item reports its id and follows its link (here: Book Now to the first active service). */
export const ChoosingBookNow: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText(globals);
    navigate.mockClear();
    await userEvent.click(trigger(canvasElement, t, 'Olivia Martinez'));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('common:action.bookNow') }));
    await expect(args.onAction).toHaveBeenCalledWith('book-now');
    await expect(navigate).toHaveBeenCalledWith('/booknow/cars', undefined);
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};
