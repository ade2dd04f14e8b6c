import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Agency, AgencyConfig } from '@wl/core';
import { avatarInitials, displayName } from '@wl/core';
import { RouterProvider } from 'react-aria-components';
import { LuPanelLeft } from 'react-icons/lu';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BREAKPOINT_SCREENSHOTS, DESKTOP_EDGE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { type StoryText, storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { COUNTRY_CURRENCIES } from '../CurrencyPicker/fixtures.ts';
import { expectProfileMenu, SPEC_PROFILE_ITEMS } from '../ProfileMenu/storyExpectations.ts';
import { SideNavProvider } from '../SideNav/SideNavContext.tsx';
import { SideNavToggle } from '../SideNav/SideNavToggle.tsx';
import { Header } from './Header.tsx';

/** Links go through react-aria's router, so a press in a story does not leave it. */
const navigate = fn().mockName('navigate');

/** Agency titles of the About and FAQ links (agency data, shown as the agency wrote them). */
const ABOUT_TITLE = 'Our Story';
const FAQ_TITLE = 'Travel Questions';
const RETURN_URL = 'https://intranet.example.com/travel';

/**
 * Every story states the agency flags it depends on: stories run with each demo agency's config,
 * whose flags differ (spec §2.6: hidden login/sign-up, SSO, About/FAQ, subscription).
 */
const OPEN_AGENCY: Partial<Agency> = {
  isHideLoginOption: false,
  isHideSignupOption: false,
  sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
  isAbousUsEnable: true,
  aboutUsEnableTitle: ABOUT_TITLE,
  isFaqEnable: true,
  faqEnableTitle: FAQ_TITLE,
  isSubscribed: true,
  returnUrl: RETURN_URL,
  // Book Now goes to the first active service (spec §2.6): here Cars.
  bookingMenuItemOptions: [
    { title: 'Hotels', active: false },
    { title: 'Air Travel', active: false },
    { title: 'Resorts', active: false },
    { title: 'Cars', active: true },
    { title: 'Activities', active: true },
    { title: 'Cruise', active: true },
  ],
};

/** The agency's own header items (spec §3): none unless a story says so. */
const agencyWith =
  (patch: Partial<Agency> = {}, header: AgencyConfig['navigation']['header'] = []) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: { ...config.agency, ...OPEN_AGENCY, ...patch },
    navigation: { ...config.navigation, header },
  });

const meta = {
  title: 'Header/Header',
  component: Header,
  args: {
    currencies: COUNTRY_CURRENCIES,
    onLanguageChange: fn(),
    onCurrencyChange: fn(),
    onProfileAction: fn(),
  },
  parameters: { screenshot: BREAKPOINT_SCREENSHOTS, agencyConfig: agencyWith() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).getByRole('banner');
const scope = (canvasElement: HTMLElement) => within(banner(canvasElement));
/** The logo link: the first link of the bar (no start slot in these stories). */
const logoLink = (canvasElement: HTMLElement): HTMLElement => {
  const [first] = scope(canvasElement).getAllByRole('link');
  if (!first) throw new Error('the header has no link');
  return first;
};

async function expectPickers(canvasElement: HTMLElement, t: StoryText) {
  const header = scope(canvasElement);
  await expect(
    header.getByRole('button', { name: new RegExp(t('header:language.label')) }),
  ).toBeVisible();
  await expect(
    header.getByRole('button', { name: new RegExp(t('header:currency.label')) }),
  ).toBeVisible();
}

function authLink(canvasElement: HTMLElement, t: StoryText, action: 'logIn' | 'signUp') {
  return scope(canvasElement).queryByRole('link', {
    name: t(action === 'logIn' ? 'common:action.logIn' : 'common:action.signUp'),
  });
}

const profileTrigger = (canvasElement: HTMLElement, t: StoryText, name: string) =>
  scope(canvasElement).getByRole('button', { name: t('header:profileMenu.trigger', { name }) });

async function expectSignedIn(canvasElement: HTMLElement, t: StoryText) {
  await expect(authLink(canvasElement, t, 'logIn')).toBeNull();
  await expect(authLink(canvasElement, t, 'signUp')).toBeNull();
}

/** Spec §2.6 visitor: logo home, About and FAQ with the agency's titles, pickers, Log In, Sign Up. */
export const Visitor: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(logoLink(canvasElement)).toHaveAttribute('href', '/');
    await expect(logoLink(canvasElement)).toHaveAccessibleName();
    const nav = scope(canvasElement).getByRole('navigation', { name: t('header:nav.label') });
    await expect(within(nav).getByRole('link', { name: ABOUT_TITLE })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(within(nav).getByRole('link', { name: FAQ_TITLE })).toHaveAttribute(
      'href',
      '/faqs',
    );
    await expectPickers(canvasElement, t);
    await expect(authLink(canvasElement, t, 'logIn')).toHaveAttribute('href', '/login');
    await expect(authLink(canvasElement, t, 'signUp')).toHaveAttribute('href', '/signup');
    await expect(scope(canvasElement).queryByRole('button', { name: /profile/i })).toBeNull();
  },
};

/** Spec §2.1: Log In brings the visitor back to the page they were on. */
export const VisitorOnBookingPage: Story = {
  args: { currentPath: '/booknow/hotels/search?checkin=2026-05-01' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(authLink(canvasElement, t, 'logIn')).toHaveAttribute(
      'href',
      `/login?${new URLSearchParams({ redirect: '/booknow/hotels/search?checkin=2026-05-01' })}`,
    );
  },
};

/** Spec §2.6: isHideLoginOption hides Log In only. */
export const VisitorLoginHidden: Story = {
  parameters: { agencyConfig: agencyWith({ isHideLoginOption: true }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(authLink(canvasElement, t, 'logIn')).toBeNull();
    await expect(authLink(canvasElement, t, 'signUp')).toHaveAttribute('href', '/signup');
  },
};

/** Spec §2.6: isHideSignupOption hides Sign Up only. */
export const VisitorSignUpHidden: Story = {
  parameters: { agencyConfig: agencyWith({ isHideSignupOption: true }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(authLink(canvasElement, t, 'signUp')).toBeNull();
    await expect(authLink(canvasElement, t, 'logIn')).toHaveAttribute('href', '/login');
  },
};

/** Spec §2.6 / §6: SSO without direct login sends Log In and Sign Up to the agency's returnUrl. */
export const SsoAgency: Story = {
  parameters: {
    agencyConfig: agencyWith({
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(authLink(canvasElement, t, 'logIn')).toHaveAttribute('href', RETURN_URL);
    await expect(authLink(canvasElement, t, 'signUp')).toHaveAttribute('href', RETURN_URL);
  },
};

/** Spec §2.6: SSO agencies that allow direct login keep the usual pages. */
export const SsoAgencyWithDirectLogin: Story = {
  parameters: {
    agencyConfig: agencyWith({
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(authLink(canvasElement, t, 'logIn')).toHaveAttribute('href', '/login');
    await expect(authLink(canvasElement, t, 'signUp')).toHaveAttribute('href', '/signup');
  },
};

/** Spec §2.6: About and FAQ links show only when enabled. */
export const AboutFaqDisabled: Story = {
  parameters: { agencyConfig: agencyWith({ isAbousUsEnable: false, isFaqEnable: false }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(scope(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(scope(canvasElement).queryByRole('link', { name: ABOUT_TITLE })).toBeNull();
    await expect(scope(canvasElement).queryByRole('link', { name: FAQ_TITLE })).toBeNull();
    await expect(authLink(canvasElement, t, 'logIn')).toBeVisible();
  },
};

/**
 * Spec §3 header navigation items (label, path): the agency's own links follow About and FAQ, in
 * its order, on the desktop bar and in the mobile menu alike.
 */
export const WithNavigationItems: Story = {
  parameters: {
    agencyConfig: agencyWith({}, [
      { label: 'Blog', path: '/blog' },
      { label: 'Top destinations', path: '/top-destination' },
    ]),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const nav = scope(canvasElement).getByRole('navigation', { name: t('header:nav.label') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/about',
      '/faqs',
      '/blog',
      '/top-destination',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Blog' })).toBeVisible();
  },
};

/** Spec §2.6: FAQ alone. */
export const FaqOnly: Story = {
  parameters: { agencyConfig: agencyWith({ isAbousUsEnable: false }) },
  play: async ({ canvasElement }) => {
    await expect(scope(canvasElement).queryByRole('link', { name: ABOUT_TITLE })).toBeNull();
    await expect(scope(canvasElement).getByRole('link', { name: FAQ_TITLE })).toBeVisible();
  },
};

/**
 * Spec §2.6 / §6 traveller: the profile menu replaces Log In and Sign Up. The agency is not
 * subscribed, yet the logo goes home: the subscription rule is for owners and admins only.
 */
export const Traveller: Story = {
  args: { user: USERS.traveller },
  parameters: {
    agencyConfig: agencyWith({ isSubscribed: false }),
    screenshot: DESKTOP_EDGE_SCREENSHOT,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectSignedIn(canvasElement, t);
    await expect(logoLink(canvasElement)).toHaveAttribute('href', '/');
    await expectProfileMenu(
      t,
      profileTrigger(canvasElement, t, 'Olivia Martinez'),
      'traveller',
      '/booknow/cars',
    );
  },
};

/** Spec §6: no Wallet without isRewardWalletEnable. */
export const TravellerWithoutWallet: Story = {
  args: { user: USERS.travellerWithoutWallet },
  // The profile menu it opens is the desktop one (fixtures/screenshots.ts).
  parameters: { screenshot: DESKTOP_EDGE_SCREENSHOT },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectSignedIn(canvasElement, t);
    await expectProfileMenu(
      t,
      profileTrigger(canvasElement, t, 'Noah Berg'),
      'travellerWithoutWallet',
      '/booknow/cars',
    );
  },
};

/** Spec §6 AgencyOwner (subscribed agency): staff items, logo home. */
export const Owner: Story = {
  args: { user: USERS.owner },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText(globals);
    await expectSignedIn(canvasElement, t);
    await expect(logoLink(canvasElement)).toHaveAttribute('href', '/');
    await expectProfileMenu(t, profileTrigger(canvasElement, t, 'Daniel Ortiz'), 'ownerOrAdmin');
    const menu = within(document.body).getByRole('menu');
    navigate.mockClear();
    await userEvent.click(
      within(menu).getByRole('menuitem', { name: t('header:profileMenu.websiteSettings') }),
    );
    await expect(args.onProfileAction).toHaveBeenCalledWith('website-settings');
    await expect(navigate).toHaveBeenCalledWith('/settings/website', undefined);
  },
};

/** Spec §6 Admin: the same items as the owner. */
export const Admin: Story = {
  args: { user: USERS.admin },
  // The profile menu it opens is the desktop one (fixtures/screenshots.ts).
  parameters: { screenshot: DESKTOP_EDGE_SCREENSHOT },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectSignedIn(canvasElement, t);
    await expectProfileMenu(t, profileTrigger(canvasElement, t, 'Grace Liu'), 'ownerOrAdmin');
  },
};

/** Spec §6 travel agent: Command Center and settings profile; never Book Now or My Trips. */
export const RestrictedAgent: Story = {
  args: { user: USERS.restrictedAgent },
  // The profile menu it opens is the desktop one (fixtures/screenshots.ts).
  parameters: { screenshot: DESKTOP_EDGE_SCREENSHOT },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expectSignedIn(canvasElement, t);
    await expectProfileMenu(t, profileTrigger(canvasElement, t, 'Lucas Moreau'), 'agent');
  },
};

/** Spec §6 SalesAgent: agent items; an unsubscribed agency does not redirect their logo. */
export const SalesAgent: Story = {
  args: { user: USERS.salesAgent },
  parameters: {
    agencyConfig: agencyWith({ isSubscribed: false }),
    screenshot: DESKTOP_EDGE_SCREENSHOT,
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(logoLink(canvasElement)).toHaveAttribute('href', '/');
    await expectProfileMenu(t, profileTrigger(canvasElement, t, 'Amara Okafor'), 'agent');
  },
};

/** Spec §2.6 / §6: the owner of a non-subscribed agency is sent to the subscription path. */
export const OwnerNotSubscribed: Story = {
  args: { user: USERS.owner },
  parameters: { agencyConfig: agencyWith({ isSubscribed: false }) },
  play: async ({ canvasElement }) => {
    await expect(logoLink(canvasElement)).toHaveAttribute('href', '/subscription');
  },
};

/** Spec §6: the same for an admin. */
export const AdminNotSubscribed: Story = {
  args: { user: USERS.admin },
  parameters: { agencyConfig: agencyWith({ isSubscribed: false }) },
  play: async ({ canvasElement }) => {
    await expect(logoLink(canvasElement)).toHaveAttribute('href', '/subscription');
  },
};

/** The host's side-navigation burger goes in the `start` slot, before the logo. */
export const WithStartSlot: Story = {
  args: {
    start: (
      <span data-testid="start-slot" aria-hidden>
        <LuPanelLeft />
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    const slot = within(canvasElement).getByTestId('start-slot');
    const logo = logoLink(canvasElement);
    await expect(
      slot.compareDocumentPosition(logo) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

const MOBILE = { viewport: { value: 'iphone6' } };

/**
 * Spec §2.2 / §2.6 mobile: below the breakpoint the links, pickers and auth buttons move into the
 * slide-out menu; Escape closes it and focus returns to the burger.
 */
export const Mobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(authLink(canvasElement, t, 'logIn')).toBeNull();
    await expect(scope(canvasElement).queryByRole('navigation')).toBeNull();
    // Looked up again below: the press replaces the stand-in burger with the panel's own.
    const burger = () =>
      scope(canvasElement).getByRole('button', { name: t('header:mobileMenu.open') });
    await userEvent.click(burger());
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('header:mobileMenu.title'),
    });
    const panel = within(dialog);
    await expect(panel.getByRole('link', { name: ABOUT_TITLE })).toHaveAttribute('href', '/about');
    await expect(panel.getByRole('link', { name: FAQ_TITLE })).toHaveAttribute('href', '/faqs');
    // Visible once the slide-in has ended.
    await waitFor(() =>
      expect(
        panel.getByRole('button', { name: new RegExp(t('header:language.label')) }),
      ).toBeVisible(),
    );
    await expect(
      panel.getByRole('button', { name: new RegExp(t('header:currency.label')) }),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(panel.getByRole('link', { name: t('common:action.signUp') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(burger()).toHaveFocus());
  },
};

/** Spec §2.6 mobile slide-out menu, open (signed-in traveller: the profile links). */
export const MobileMenuOpen: Story = {
  globals: MOBILE,
  args: { user: USERS.traveller, defaultMobileMenuOpen: true },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await within(document.body).findByRole('dialog', {
      name: t('header:mobileMenu.title'),
    });
    const account = within(dialog).getByRole('navigation', {
      name: t('header:profileMenu.linksLabel'),
    });
    const links = within(account).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      SPEC_PROFILE_ITEMS.traveller.map((key) => t(key)),
    );
    await expect(within(dialog).queryByRole('link', { name: t('common:action.logIn') })).toBeNull();
  },
};

/** Spec §6 on mobile: an agent's panel has the agent's links, never Book Now or My Trips. */
export const MobileAgent: Story = {
  globals: MOBILE,
  args: { user: USERS.restrictedAgent, defaultMobileMenuOpen: true },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const dialog = await within(document.body).findByRole('dialog');
    const account = within(dialog).getByRole('navigation', {
      name: t('header:profileMenu.linksLabel'),
    });
    await expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SPEC_PROFILE_ITEMS.agent.map((key) => t(key)));
  },
};

/**
 * An agent's bar on a phone: the side navigation's burger at the start, and the slide-out menu
 * behind the agent's avatar at the end, so the two buttons do not look alike.
 */
export const MobileAgentBar: Story = {
  globals: MOBILE,
  args: {
    user: USERS.restrictedAgent,
    start: <SideNavToggle />,
  },
  decorators: [
    (Story) => (
      <SideNavProvider>
        <Story />
      </SideNavProvider>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const toggle = scope(canvasElement).getByRole('button', { name: t('sideNav:toggle.label') });
    const menu = scope(canvasElement).getByRole('button', { name: t('header:mobileMenu.open') });
    await expect(toggle.querySelector('svg')).not.toBeNull();
    await expect(menu.querySelector('svg')).toBeNull();
    await expect(menu).toHaveTextContent(
      avatarInitials(displayName(USERS.restrictedAgent.personal_info)),
    );
  },
};

/** The desktop layout stays even on a narrow screen when the host forces it. */
export const ForcedDesktopVariant: Story = {
  globals: MOBILE,
  args: { variant: 'desktop' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      scope(canvasElement).queryByRole('button', { name: t('header:mobileMenu.open') }),
    ).toBeNull();
    await expectPickers(canvasElement, t);
  },
};
