import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig, NavigationRoute } from '@wl/core';
import { DEFAULT_AGENT_NAVIGATION } from '@wl/core';
import { formatMoney, isLanguageCode } from '@wl/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { Layout } from '../Layout/Layout.tsx';
import { StoryHeader, StoryMain } from '../Layout/storyParts.tsx';
import { SideNav } from './SideNav.tsx';
import { SideNavProvider } from './SideNavContext.tsx';

const ACCESS_TOKEN = 'story-access-token-42';
const ACADEMY_URL = 'https://academy.example.test/courses';

const meta = {
  title: 'Layout/SideNav',
  component: SideNav,
  args: { user: USERS.owner, currentPath: '/dashboard', accessToken: ACCESS_TOKEN },
  // In the frame it lives in: the header holds the burger toggle, the page sits beside it.
  render: (args) => (
    <SideNavProvider>
      <Layout
        pathname={args.currentPath ?? '/dashboard'}
        user={args.user}
        header={<StoryHeader />}
        sideNav={<SideNav {...args} />}
      >
        <StoryMain />
      </Layout>
    </SideNavProvider>
  ),
  parameters: {
    // Every agency gets an Academy link here (only some configure one).
    agencyConfig: (config: AgencyConfig): AgencyConfig => ({ ...config, academyUrl: ACADEMY_URL }),
  },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyText>;

function parts(canvas: Canvas, t: T) {
  const nav = canvas.getByRole('navigation', { name: t('sideNav:nav.label') });
  const root = nav.parentElement;
  if (!root) throw new Error('side navigation without its box');
  const toggle = canvas.getByRole('button', { name: t('sideNav:toggle.label') });
  return { nav, root, toggle };
}

const languageOf = (globals: Record<string, unknown>) =>
  isLanguageCode(globals.language) ? globals.language : 'en';

/** Spec §4: collapsed by default, the page free to scroll. */
export const Collapsed: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const { nav, root, toggle } = parts(canvas, t);
    await expect(root).toHaveAttribute('data-state', 'collapsed');
    await expect(root).toHaveAttribute('data-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await expect(document.body.style.overflow).not.toBe('hidden');
  },
};

/** Spec §4: the burger toggle opens and closes it; the page does not scroll while it is open. */
export const Open: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const { root, toggle } = parts(canvas, t);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(root).toHaveAttribute('data-state', 'open');
    await expect(root).toHaveAttribute('data-expanded', 'true');
    await expect(document.body.style.overflow).toBe('hidden');

    // Closing with the toggle closes once: its click is not also a click outside.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(root).toHaveAttribute('data-state', 'collapsed');
    await expect(document.body.style.overflow).not.toBe('hidden');

    // Left open for the snapshot.
    await userEvent.click(toggle);
    await expect(root).toHaveAttribute('data-state', 'open');
  },
};

/** Spec §4: a click outside closes it; a click inside does not; Escape closes it. */
export const ClickOutsideCloses: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const { nav, root, toggle } = parts(canvas, t);
    await userEvent.click(toggle);
    await expect(root).toHaveAttribute('data-state', 'open');

    await userEvent.click(within(nav).getByText(USERS.owner.personal_info.first_name));
    await expect(root).toHaveAttribute('data-state', 'open');

    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(root).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.body.style.overflow).not.toBe('hidden');

    // Escape inside it closes it too and hands focus back to the toggle.
    await userEvent.click(toggle);
    within(nav)
      .getByRole('link', { name: t('sideNav:item.clients') })
      .focus();
    await userEvent.keyboard('{Escape}');
    await expect(root).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveFocus();
  },
};

/** Spec §4, §9: hovering the collapsed navigation widens it after 100 ms, until the pointer leaves. */
export const HoverExpanded: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const { nav, root, toggle } = parts(canvas, t);
    const start = performance.now();
    await userEvent.hover(nav);
    await waitFor(() => expect(root).toHaveAttribute('data-expanded', 'true'));
    // Not before the delay (timer granularity aside).
    await expect(performance.now() - start).toBeGreaterThanOrEqual(95);
    // Hover widens it without opening it: no scroll lock, the toggle still reads closed.
    await expect(root).toHaveAttribute('data-state', 'collapsed');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.body.style.overflow).not.toBe('hidden');

    await userEvent.unhover(nav);
    await expect(root).toHaveAttribute('data-expanded', 'false');
    // Left hovered for the snapshot.
    await userEvent.hover(nav);
    await waitFor(() => expect(root).toHaveAttribute('data-expanded', 'true'));
  },
};

/** Spec §2.8: the owner's 250 USD credit shows, in the selected currency. */
export const Owner: Story = {
  args: { user: USERS.owner },
  parameters: { market: { currency: 'EUR', exchangeRates: { EUR: 0.9 } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const { nav } = parts(canvas, t);
    const inNav = within(nav);
    await expect(inNav.getByText(USERS.owner.personal_info.first_name)).toBeInTheDocument();
    const credit = inNav.getByText(t('sideNav:profile.creditBalance'), { exact: false });
    // Raw text: the formatted amount holds no-break spaces that matchers would normalise.
    await expect(credit.textContent).toContain(formatMoney(225, 'EUR', languageOf(globals)));
  },
};

/** Spec §2.8: the Academy link opens in a new tab with the access token; Book Now; red Log Out. */
export const AcademyBookNowAndLogOut: Story = {
  parameters: {
    agencyConfig: (config: AgencyConfig): AgencyConfig => ({
      ...config,
      academyUrl: ACADEMY_URL,
      agency: {
        ...config.agency,
        // First active booking type: Cars.
        bookingMenuItemOptions: [
          { title: 'Hotels', active: false },
          { title: 'Air Travel', active: false },
          { title: 'Resorts', active: false },
          { title: 'Cars', active: true },
          { title: 'Activities', active: true },
          { title: 'Cruise', active: true },
        ],
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const inNav = within(parts(canvas, t).nav);

    const academy = inNav.getByRole('link', { name: new RegExp(t('sideNav:item.academy')) });
    await expect(academy).toHaveAttribute('target', '_blank');
    await expect(academy).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(academy.getAttribute('href') ?? '');
    await expect(`${href.origin}${href.pathname}`).toBe(ACADEMY_URL);
    await expect(href.searchParams.get('token')).toBe(ACCESS_TOKEN);

    await expect(inNav.getByRole('link', { name: t('common:action.bookNow') })).toHaveAttribute(
      'href',
      '/booknow/cars',
    );

    const logOut = inNav.getByRole('link', { name: t('common:action.logOut') });
    await expect(logOut).toHaveAttribute('href', '/logout');
    // Red: the theme's danger colour.
    const probe = document.createElement('span');
    probe.style.color = 'var(--wl-color-danger)';
    logOut.append(probe);
    await expect(getComputedStyle(logOut).color).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};

/** Spec §2.8: a zero balance is not shown. */
export const AgentWithZeroCredit: Story = {
  args: { user: USERS.admin },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const inNav = within(parts(canvas, t).nav);
    await expect(inNav.getByText(USERS.admin.personal_info.first_name)).toBeInTheDocument();
    await expect(
      inNav.queryByText(t('sideNav:profile.creditBalance'), { exact: false }),
    ).toBeNull();
  },
};

/** Spec §6: a restricted agent has the same navigation; no credits, so no balance. */
export const RestrictedAgent: Story = {
  args: { user: USERS.restrictedAgent, currentPath: '/users/clients' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const inNav = within(parts(canvas, t).nav);
    await expect(
      inNav.getByText(USERS.restrictedAgent.personal_info.first_name),
    ).toBeInTheDocument();
    await expect(
      inNav.queryByText(t('sideNav:profile.creditBalance'), { exact: false }),
    ).toBeNull();
    await expect(inNav.getByRole('link', { name: t('sideNav:item.clients') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Spec §2.8, §6: sales agents see Markup, Website, Payment and Product disabled; Profile enabled. */
export const SalesAgent: Story = {
  args: { user: USERS.salesAgent },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const inNav = within(parts(canvas, t).nav);
    const settings = inNav.getByRole('button', { name: t('sideNav:item.settings') });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    await expect(settings).toHaveAttribute('aria-expanded', 'true');

    for (const key of [
      'sideNav:item.settings.markup',
      'sideNav:item.settings.website',
      'sideNav:item.settings.payment',
      'sideNav:item.settings.product',
    ] as const) {
      await expect(inNav.queryByRole('link', { name: t(key) })).toBeNull();
      const entry = inNav.getByText(t(key)).closest('[aria-disabled="true"]');
      await expect(entry).not.toBeNull();
      await expect(entry).not.toHaveAttribute('href');
      await expect(entry).not.toHaveAttribute('tabindex');
    }
    await expect(
      inNav.getByRole('link', { name: t('sideNav:item.settings.profile') }),
    ).toHaveAttribute('href', '/settings/profile');
  },
};

const withoutBookings: NavigationRoute[] = DEFAULT_AGENT_NAVIGATION.map((route) => {
  if (route.path === '/bookings') return { ...route, read: false };
  if (route.path === '/wallet') return { ...route, read: false };
  return route;
});

/** Spec §2.8, §5: only items with read permission are active; the others look disabled. */
export const ItemWithoutReadPermission: Story = {
  args: { navigation: withoutBookings },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const inNav = within(parts(canvas, t).nav);
    // Bookings: no link, not focusable, marked disabled.
    await expect(inNav.queryByRole('link', { name: t('sideNav:item.bookings') })).toBeNull();
    const bookings = inNav.getByText(t('sideNav:item.bookings')).closest('[aria-disabled]');
    await expect(bookings).toHaveAttribute('aria-disabled', 'true');
    await expect(bookings).not.toHaveAttribute('tabindex');
    // The Wallet group without read permission cannot be opened.
    await expect(inNav.getByRole('button', { name: t('sideNav:item.wallet') })).toBeDisabled();
    // Items with permission stay links.
    await expect(inNav.getByRole('link', { name: t('sideNav:item.proposals') })).toHaveAttribute(
      'href',
      '/proposals',
    );
    // The keyboard passes over it: from Agents straight to Proposals.
    inNav.getByRole('link', { name: t('sideNav:item.agents') }).focus();
    await userEvent.tab();
    await expect(inNav.getByRole('link', { name: t('sideNav:item.proposals') })).toHaveFocus();
  },
};

/**
 * Spec §8: "Deal, navigation or country load fails: lists become empty". The items of the
 * navigation call are gone; the entries spec §2.8 gives every agent stay (the Settings and Wallet
 * groups, disabled without their grants, Academy, Book Now, Log Out).
 */
export const NavigationLoadFailed: Story = {
  args: { navigation: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const inNav = within(parts(canvas, t).nav);
    await expect(inNav.queryByRole('link', { name: t('sideNav:item.commandCenter') })).toBeNull();
    await expect(inNav.queryByRole('link', { name: t('sideNav:item.proposals') })).toBeNull();
    await expect(inNav.getByRole('button', { name: t('sideNav:item.settings') })).toBeDisabled();
    await expect(inNav.getByRole('link', { name: t('common:action.bookNow') })).toBeVisible();
    await expect(inNav.getByRole('link', { name: t('common:action.logOut') })).toHaveAttribute(
      'href',
      '/logout',
    );
  },
};

/** Arabic: right to left, the navigation at the start (right) edge, texts in Arabic. */
export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(globals.language).toBe('ar');
    const { nav, toggle } = parts(canvas, t);
    await expect(nav.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const main = canvas.getByRole('main');
    await expect(nav.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().right - 1,
    );
    await userEvent.click(toggle);
    await expect(
      within(nav).getByRole('link', { name: t('sideNav:item.commandCenter') }),
    ).toBeVisible();
  },
};
