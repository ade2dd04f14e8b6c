import type { Meta, StoryObj } from '@storybook/react-vite';
import { viewerOf } from '@wl/core';
import { expect, fn, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { ResortDeals } from './ResortDeals.tsx';
import { STORY_DEALS } from './resortFixtures.ts';

const meta = {
  title: 'Resorts/ResortDeals',
  component: ResortDeals,
  args: {
    status: 'loaded',
    deals: STORY_DEALS,
    error: null,
    place: 'Cancún',
    onRetry: fn(),
    detailsHref: (deal) => `/booknow/resort/details?propertyId=${deal.id}`,
    changeSearchHref: '/booknow/resort?place=Canc%C3%BAn',
    loginHref: '/login?redirect=%2Fbooknow%2Fresort%2Fsearch',
    viewer: viewerOf(USERS.traveller),
    allowNonLoginFlow: false,
    returnTo: '/booknow/resort/search?place=Canc%C3%BAn',
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof ResortDeals>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('article');

/** Spec §9: four skeleton cards while the deals load. */
export const Loading: Story = {
  args: { status: 'loading', deals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('resort-deals-skeleton')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** A traveller sees the struck retail price and 'You saved' (spec §2.3 rules). */
export const Traveller: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(cards(canvasElement)).toHaveLength(STORY_DEALS.length);
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await expect(first.getByText(t('deals:price.youSaved'))).toBeVisible();
    await expect(
      first.getByRole('link', { name: `${t('resort:deals.view')}: Azul Lagoon Resort & Spa` }),
    ).toHaveAttribute('href', '/booknow/resort/details?propertyId=1011');
  },
};

/** An unrestricted agent also sees Wholesale Rate and Agency Markup. */
export const UnrestrictedAgent: Story = {
  args: { viewer: viewerOf(USERS.owner) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await expect(first.getByText(t('deals:price.wholesaleRate'))).toBeVisible();
  },
};

/** A visitor of an agency with the non-login flow sees the price. */
export const VisitorNonLoginFlow: Story = {
  args: { viewer: viewerOf(null), allowNonLoginFlow: true },
};

/** A visitor of an agency without it is asked to log in (the deals call needs a token). */
export const SignInRequired: Story = {
  args: { status: 'signIn', viewer: viewerOf(null), deals: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('link', { name: t('common:action.logIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbooknow%2Fresort%2Fsearch',
    );
  },
};

export const Empty: Story = {
  args: { deals: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByText(t('resort:deals.empty'))).toBeVisible();
  },
};

/** Spec §8: the server's message, or 'something went wrong', with a retry. */
export const Failed: Story = {
  args: { status: 'failed', deals: [], error: 'something went wrong' },
  play: async ({ canvas, args, userEvent, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('common:error.loadFailedDefault'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
