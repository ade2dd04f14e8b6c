import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { Footer } from '../Footer/Footer.tsx';
import { SideNav } from '../SideNav/SideNav.tsx';
import { SideNavProvider } from '../SideNav/SideNavContext.tsx';
import { Layout } from './Layout.tsx';
import { LAYOUT_HIDE_ATTRIBUTES } from './layoutAttributes.ts';
import { StoryHeader, StoryMain } from './storyParts.tsx';

const meta = {
  title: 'Layout/Layout',
  component: Layout,
  args: {
    pathname: '/dashboard',
    search: '',
    user: USERS.owner,
    device: 'desktop',
    children: <StoryMain />,
  },
  render: (args) => (
    <SideNavProvider>
      <Layout
        {...args}
        header={<StoryHeader />}
        sideNav={args.user ? <SideNav user={args.user} currentPath={args.pathname} /> : null}
        footer={<Footer />}
      />
    </SideNavProvider>
  ),
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyText>;
const sideNavOf = (canvas: Canvas, t: T) =>
  canvas.queryByRole('navigation', { name: t('sideNav:nav.label') });
const toggleOf = (canvas: Canvas, t: T) =>
  canvas.queryByRole('button', { name: t('sideNav:toggle.label') });

/** Spec §2.2: header, collapsible side navigation, main area, footer; a skip link first. */
export const Desktop: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(sideNavOf(canvas, t)).toBeVisible();
    await expect(toggleOf(canvas, t)).toHaveAttribute('aria-expanded', 'false');

    // The skip link is the first stop of the keyboard and leads to <main>.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t('sideNav:layout.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip.compareDocumentPosition(canvas.getByRole('banner'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

/** Spec §2.2: non-desktop devices get the mobile layout; the side navigation is a drawer. */
export const Mobile: Story = {
  args: { device: 'mobile' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    // Off-canvas: out of sight and out of the accessibility tree until opened.
    await expect(sideNavOf(canvas, t)).toBeNull();
    const toggle = toggleOf(canvas, t);
    if (!toggle) throw new Error('no side navigation toggle');

    await userEvent.click(toggle);
    await waitFor(() => expect(sideNavOf(canvas, t)).toBeVisible());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(document.body.style.overflow).toBe('hidden');

    // A click outside the drawer (here on the page behind it) closes it.
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(sideNavOf(canvas, t)).toBeNull());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.body.style.overflow).toBe('');
  },
};

/** Spec §2.1: hideHeader=true hides the header (and with it the burger toggle). */
export const HideHeader: Story = {
  args: { search: 'hideHeader=true' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(toggleOf(canvas, t)).toBeNull();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** Spec §2.1, §2.7: hideFooter=true hides the footer. */
export const HideFooter: Story = {
  args: { search: 'hideFooter=true' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** Spec §2.1: proposal pages (disapproveProposal, allowAgentProposal) hide header and footer. */
export const ProposalPage: Story = {
  args: { pathname: '/allowAgentProposal', search: 'proposalId=77' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** Spec §2.1: the side navigation is hidden on public information pages, even for agents. */
export const PublicInfoPage: Story = {
  args: { pathname: '/about' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(sideNavOf(canvas, t)).toBeNull();
    // No navigation to toggle, so no toggle pointing at a missing element.
    await expect(toggleOf(canvas, t)).toBeNull();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** Spec §2.7: the footer is hidden on /logout. */
export const LogoutPage: Story = {
  args: { pathname: '/logout' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** Spec §1, §2.8: visitors get no side navigation. */
export const Visitor: Story = {
  args: { pathname: '/', user: null },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(sideNavOf(canvas, t)).toBeNull();
    await expect(toggleOf(canvas, t)).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/**
 * Generated pages are static: the side navigation is an island that shows itself for agents
 * only, so the layout keeps its slot wherever an agent would get it (spec §2.1, §2.8).
 */
export const DeferredSideNav: Story = {
  args: { pathname: '/', user: null, deferSideNav: true },
  render: (args) => (
    <SideNavProvider>
      <Layout
        {...args}
        header={<StoryHeader />}
        sideNav={<SideNav user={USERS.owner} currentPath={args.pathname} />}
        footer={<Footer />}
      />
    </SideNavProvider>
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(sideNavOf(canvas, t)).toBeVisible();
  },
};

/** Spec §2.1: public information pages keep no slot for it, whoever turns out to be signed in. */
export const DeferredSideNavPublicPage: Story = {
  ...DeferredSideNav,
  args: { pathname: '/about', user: null, deferSideNav: true },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(sideNavOf(canvas, t)).toBeNull();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/**
 * A static page hides its parts before the first paint (spec §2.1 hideHeader, hideFooter, §2.7):
 * the page's head script sets `LAYOUT_HIDE_ATTRIBUTES` on `<html>` and the layout's CSS obeys,
 * with no React deciding anything. Here the markup of a page built for every visitor, header and
 * footer included, with both attributes set.
 */
export const HiddenByThePageHead: Story = {
  args: { user: null, pathname: '/about' },
  beforeEach: () => {
    const root = document.documentElement;
    root.setAttribute(LAYOUT_HIDE_ATTRIBUTES.header, '');
    root.setAttribute(LAYOUT_HIDE_ATTRIBUTES.footer, '');
    return () => {
      root.removeAttribute(LAYOUT_HIDE_ATTRIBUTES.header);
      root.removeAttribute(LAYOUT_HIDE_ATTRIBUTES.footer);
    };
  },
  play: async ({ canvas, canvasElement }) => {
    // In the document (the page was built with them), not shown.
    const header = canvasElement.querySelector('header');
    const footer = canvasElement.querySelector('footer');
    await expect(header).toBeInTheDocument();
    await expect(footer).toBeInTheDocument();
    await expect(header).not.toBeVisible();
    await expect(footer).not.toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
