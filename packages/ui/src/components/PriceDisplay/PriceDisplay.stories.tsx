import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AgencyConfig, viewerOf, wholesaleFigures } from '@wl/core';
import { expect, within } from 'storybook/test';
import { USERS } from '../../fixtures/users.ts';
import { HOTEL_DEALS } from '../DealCard/dealFixtures.ts';
import { dealsStoryText } from './dealsStoryText.ts';
import { PriceDisplay } from './PriceDisplay.tsx';
import { sameSpaces, storyMoney } from './storyMoney.ts';

/** Force the agency's non-login flow (spec §2.3), whatever the toolbar agency says. */
const nonLoginFlow =
  (allow: boolean) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: { ...config.agency, allowNonLoginFlow: allow },
  });

const RATES = HOTEL_DEALS[0]?.rates ?? { publishedRate: 289, totalRate: 219.5, savedPrice: 69.5 };

const EUR = { currency: 'EUR', exchangeRates: { EUR: 0.92, JPY: 151.4 } };
const JPY = { currency: 'JPY', exchangeRates: { EUR: 0.92, JPY: 151.4 } };

const meta = {
  title: 'Deals/PriceDisplay',
  component: PriceDisplay,
  parameters: { layout: 'padded', agencyConfig: nonLoginFlow(false) },
  args: { rates: RATES, tab: 'Hotels', viewer: viewerOf(null) },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** The amount shown after a figure's label (`<dt>label</dt><dd>amount</dd>`). */
function amountAfter(canvasElement: HTMLElement, label: string): string {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return sameSpaces(term.nextElementSibling?.textContent);
}

async function expectTravellerFigures(context: Context) {
  const t = dealsStoryText(context.globals);
  const money = storyMoney(context);
  const { rates } = context.args;
  // Retail struck through (<s>), labelled for screen readers, which do not read the strike.
  const struck = context.canvasElement.querySelector('s');
  await expect(sameSpaces(struck?.textContent)).toBe(sameSpaces(money(rates.publishedRate)));
  await expect(amountAfter(context.canvasElement, t('price.retail'))).toBe(
    sameSpaces(money(rates.publishedRate)),
  );
  await expect(amountAfter(context.canvasElement, t('price.price'))).toBe(
    sameSpaces(money(rates.totalRate)),
  );
  await expect(amountAfter(context.canvasElement, t('price.youSaved'))).toBe(
    sameSpaces(money(rates.savedPrice)),
  );
  await expect(
    context.canvas.queryByRole('link', { name: t('price.revealPrice') }),
  ).not.toBeInTheDocument();
}

async function expectWholesale(context: Context) {
  const t = dealsStoryText(context.globals);
  const money = storyMoney(context);
  const figures = wholesaleFigures(context.args.rates);
  if (!figures) throw new Error('the story needs rates with baseRate and taxAndFee');
  await expect(amountAfter(context.canvasElement, t('price.wholesaleRate'))).toBe(
    sameSpaces(money(figures.wholesaleRate)),
  );
  await expect(amountAfter(context.canvasElement, t('price.agencyMarkup'))).toBe(
    sameSpaces(money(figures.agencyMarkup)),
  );
}

/** Spec §2.3: a visitor without the non-login flow gets 'Login to save up to' and Reveal Price. */
export const VisitorRevealPrice: Story = {
  play: async ({ canvas, globals, args, parameters }) => {
    const t = dealsStoryText(globals);
    const money = storyMoney({ globals, parameters });
    const reveal = canvas.getByRole('link', { name: t('price.revealPrice') });
    // "leads to the login route with the tab"
    const href = new URL(reveal.getAttribute('href') ?? '', 'https://agency.test');
    await expect(href.pathname).toBe('/login');
    await expect(href.searchParams.get('tab')).toBe(args.tab);
    const saveUpTo = canvas.getByText(t('price.loginToSave'));
    await expect(sameSpaces(saveUpTo.parentElement?.textContent)).toContain(
      sameSpaces(money(args.rates.savedPrice)),
    );
    // The price itself stays hidden.
    await expect(sameSpaces(document.body.textContent)).not.toContain(
      sameSpaces(money(args.rates.totalRate)),
    );
  },
};

/** Spec §2.3: Reveal Price carries the card's tab, here Cars. */
export const VisitorRevealPriceOnCarsTab: Story = {
  args: { tab: 'Cars' },
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const reveal = canvas.getByRole('link', { name: t('price.revealPrice') });
    await expect(reveal.getAttribute('href')).toContain('tab=Cars');
  },
};

/** Spec §2.3 / §6: with allowNonLoginFlow on, a visitor sees the price. */
export const VisitorWithNonLoginFlow: Story = {
  parameters: { agencyConfig: nonLoginFlow(true) },
  play: async (context) => {
    const t = dealsStoryText(context.globals);
    const money = storyMoney(context);
    await expect(amountAfter(context.canvasElement, t('price.price'))).toBe(
      sameSpaces(money(context.args.rates.totalRate)),
    );
    await expect(
      context.canvas.queryByRole('link', { name: t('price.revealPrice') }),
    ).not.toBeInTheDocument();
    await expect(context.canvas.queryByText(t('price.loginToSave'))).not.toBeInTheDocument();
  },
};

/** Spec §2.3: retail struck through, the traveller's price and 'You saved'; no wholesale figures. */
export const Traveller: Story = {
  args: { viewer: viewerOf(USERS.traveller) },
  play: async (context) => {
    const t = dealsStoryText(context.globals);
    await expectTravellerFigures(context);
    await expect(context.canvas.queryByText(t('price.wholesaleRate'))).not.toBeInTheDocument();
    await expect(context.canvas.queryByText(t('price.agencyMarkup'))).not.toBeInTheDocument();
  },
};

/** Spec §2.3 / §6: an unrestricted agent also sees Wholesale Rate and Agency Markup. */
export const UnrestrictedAgent: Story = {
  args: { viewer: viewerOf(USERS.owner) },
  play: async (context) => {
    await expectTravellerFigures(context);
    await expectWholesale(context);
  },
};

/**
 * Spec §2.3 / §6: restricted agents do NOT see Wholesale Rate and Agency Markup, even when the
 * rates carry the wholesale figures.
 */
export const RestrictedAgent: Story = {
  args: { viewer: viewerOf(USERS.restrictedAgent) },
  play: async (context) => {
    const t = dealsStoryText(context.globals);
    // The figures are there to be shown: only the viewer rule may hide them.
    await expect(wholesaleFigures(context.args.rates)).toBeDefined();
    await expectTravellerFigures(context);
    await expect(context.canvas.queryByText(t('price.wholesaleRate'))).not.toBeInTheDocument();
    await expect(context.canvas.queryByText(t('price.agencyMarkup'))).not.toBeInTheDocument();
  },
};

/** Spec §1 multi-currency: amounts converted from US dollars to euros. */
export const TravellerInEur: Story = {
  args: { viewer: viewerOf(USERS.traveller) },
  parameters: { market: EUR },
  play: async (context) => {
    const money = storyMoney(context);
    await expect(money(100)).not.toBe(storyMoney({ ...context, parameters: {} })(100));
    await expectTravellerFigures(context);
  },
};

/** Spec §1 multi-currency: yen, a currency without minor units. */
export const UnrestrictedAgentInJpy: Story = {
  args: { viewer: viewerOf(USERS.owner) },
  parameters: { market: JPY },
  play: async (context) => {
    const money = storyMoney(context);
    await expect(money(100)).not.toBe(storyMoney({ ...context, parameters: {} })(100));
    await expectTravellerFigures(context);
    await expectWholesale(context);
  },
};

/** The reveal offer in yen. */
export const VisitorRevealPriceInJpy: Story = {
  parameters: { market: JPY },
  play: async ({ canvas, globals, args, parameters }) => {
    const t = dealsStoryText(globals);
    const money = storyMoney({ globals, parameters });
    const saveUpTo = canvas.getByText(t('price.loginToSave'));
    await expect(sameSpaces(saveUpTo.parentElement?.textContent)).toContain(
      sameSpaces(money(args.rates.savedPrice)),
    );
  },
};
