import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { StoryText } from '../../fixtures/storyText.ts';

/**
 * The profile menu of each role, written from the spec (§2.6, §6) rather than from core, so a
 * story fails if core's `profileMenuItems` drifts. Keys are text keys: stories run in 5 languages.
 */
export const SPEC_PROFILE_ITEMS = {
  /** Dashboard, Book Now, My Trips, Profile Settings, Support, Wallet (if enabled), Logout. */
  traveller: [
    'header:profileMenu.dashboard',
    'common:action.bookNow',
    'header:profileMenu.myTrips',
    'header:profileMenu.profileSettings',
    'header:profileMenu.support',
    'header:profileMenu.wallet',
    'header:profileMenu.logout',
  ],
  travellerWithoutWallet: [
    'header:profileMenu.dashboard',
    'common:action.bookNow',
    'header:profileMenu.myTrips',
    'header:profileMenu.profileSettings',
    'header:profileMenu.support',
    'header:profileMenu.logout',
  ],
  /** Command Center, settings profile; AgencyOwner and Admin also Website Settings and Support. */
  ownerOrAdmin: [
    'header:profileMenu.commandCenter',
    'header:profileMenu.profileSettings',
    'header:profileMenu.websiteSettings',
    'header:profileMenu.support',
    'header:profileMenu.logout',
  ],
  agent: [
    'header:profileMenu.commandCenter',
    'header:profileMenu.profileSettings',
    'header:profileMenu.logout',
  ],
} as const;

export type SpecProfileRole = keyof typeof SPEC_PROFILE_ITEMS;

/** Spec §6: agents never get these. */
const TRAVELLER_ONLY = ['common:action.bookNow', 'header:profileMenu.myTrips'] as const;

/**
 * Opens the profile menu from `trigger` and checks it lists exactly the role's items, in order,
 * with Book Now pointing at `bookNowHref` for travellers. Leaves the menu open.
 */
export async function expectProfileMenu(
  t: StoryText,
  trigger: HTMLElement,
  role: SpecProfileRole,
  bookNowHref?: string,
): Promise<void> {
  await userEvent.click(trigger);
  const screen = within(document.body);
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  await expect(items.map((item) => item.textContent)).toEqual(
    SPEC_PROFILE_ITEMS[role].map((key) => t(key)),
  );
  if (role === 'ownerOrAdmin' || role === 'agent') {
    for (const key of TRAVELLER_ONLY) {
      await expect(within(menu).queryByRole('menuitem', { name: t(key) })).toBeNull();
    }
  }
  if (role !== 'traveller') {
    await expect(
      within(menu).queryByRole('menuitem', { name: t('header:profileMenu.wallet') }),
    ).toBeNull();
  }
  if (bookNowHref) {
    await expect(
      within(menu).getByRole('menuitem', { name: t('common:action.bookNow') }),
    ).toHaveAttribute('href', bookNowHref);
  }
  await expect(
    within(menu).getByRole('menuitem', { name: t('header:profileMenu.logout') }),
  ).toHaveAttribute('href', '/logout');
}

/** Closes an open menu or popover with Escape and waits for it to leave. */
export async function closeWithEscape(role: 'menu' | 'listbox' | 'dialog'): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole(role)).toBeNull());
}
