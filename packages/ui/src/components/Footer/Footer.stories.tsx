import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyConfig, UserProfile } from '@wl/core';
import { createI18n } from '@wl/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, within } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { ShellProviders } from '../../providers/ShellProviders.tsx';
import { Layout } from '../Layout/Layout.tsx';
import { LAYOUT_HIDE_ATTRIBUTES } from '../Layout/layoutAttributes.ts';
import { StoryMain } from '../Layout/storyParts.tsx';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { hidePaymentIcons: false },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Agency = AgencyConfig['agency'];
const withAgency =
  (patch: (agency: Agency) => Partial<Agency>) =>
  (config: AgencyConfig): AgencyConfig => ({
    ...config,
    agency: { ...config.agency, ...patch(config.agency) },
  });

const NO_SOCIAL = {
  linkedin: undefined,
  instagram: undefined,
  facebook: undefined,
  twitter: undefined,
  youtube: undefined,
  discord: undefined,
  tiktok: undefined,
} as const;

const SOCIAL = {
  linkedin: 'https://www.linkedin.example/company/story',
  instagram: 'https://www.instagram.example/story',
  facebook: 'https://www.facebook.example/story',
  twitter: 'https://x.example/story',
  youtube: 'https://www.youtube.example/@story',
  discord: 'https://discord.example/invite/story',
  tiktok: 'https://www.tiktok.example/@story',
} as const;

/** Everything the footer can show (spec §2.7). */
const everything = withAgency((agency) => ({
  logo: agency.logo ?? 'assets/horizon/logo.svg',
  privacyPolicy: '<h2>Privacy Policy</h2><p>We protect your data.</p>',
  cookiesPolicy: '<p>We use cookies to keep you signed in.</p>',
  disclaimer: '<p>Prices may change until confirmed.</p>',
  contactPhoneNumber: '+1 (305) 555-0142',
  displaySupportPhoneFooter: true,
  contactEmailId: 'help@story-agency.example',
  displayAddressFooter: true,
  addressLine1: '1200 Brickell Avenue',
  city: 'Miami',
  state: 'Florida',
  country: 'United States',
  zipCode: '33131',
  ...SOCIAL,
}));

/** Nothing optional: no logo, phone switched off, no address, no policies, no social links. */
const minimal = withAgency(() => ({
  logo: undefined,
  privacyPolicy: undefined,
  cookiesPolicy: undefined,
  disclaimer: undefined,
  contactPhoneNumber: '+1 305 555 0142',
  displaySupportPhoneFooter: false,
  contactEmailId: 'help@story-agency.example',
  displayAddressFooter: false,
  ...NO_SOCIAL,
}));

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyText>;

/** The Useful Links the footer shows, by name, in order; null when the column is hidden. */
function usefulLinks(canvas: Canvas, t: T) {
  const nav = canvas.queryByRole('navigation', { name: t('footer:usefulLinks.title') });
  if (!nav) return null;
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const LINK = {
  privacy: (t: T) => [t('footer:usefulLinks.privacyPolicy'), '/privacy-policy'],
  terms: (t: T) => [t('footer:usefulLinks.terms'), '/user-terms-and-conditions'],
  cookies: (t: T) => [t('footer:usefulLinks.cookiesPolicy'), '/cookies-policy'],
  disclaimer: (t: T) => [t('footer:usefulLinks.disclaimer'), '/disclaimer'],
};

const socialList = (canvas: Canvas, t: T) =>
  canvas.queryByRole('list', { name: t('footer:social.label') });
const paymentList = (canvas: Canvas, t: T) =>
  canvas.queryByRole('list', { name: t('footer:payment.label') });

/** Spec §2.7 with everything present. */
export const Full: Story = {
  parameters: { agencyConfig: everything },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(usefulLinks(canvas, t)).toEqual([
      LINK.privacy(t),
      LINK.terms(t),
      LINK.cookies(t),
      LINK.disclaimer(t),
    ]);

    const contact = within(canvas.getByRole('region', { name: t('footer:contact.title') }));
    await expect(contact.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13055550142',
    );
    await expect(contact.getByRole('link', { name: 'help@story-agency.example' })).toHaveAttribute(
      'href',
      'mailto:help@story-agency.example',
    );

    await expect(
      canvas.getByText('1200 Brickell Avenue, Miami, Florida, United States, 33131'),
    ).toBeInTheDocument();

    const payments = within(paymentList(canvas, t) ?? document.createElement('ul'));
    await expect(
      payments.getAllByRole('img').map((icon) => icon.getAttribute('aria-label')),
    ).toEqual([
      t('footer:payment.discover'),
      t('footer:payment.visa'),
      t('footer:payment.americanExpress'),
      t('footer:payment.mastercard'),
      t('footer:payment.bitcoin'),
    ]);

    const social = within(socialList(canvas, t) ?? document.createElement('ul')).getAllByRole(
      'link',
    );
    await expect(social.map((link) => link.getAttribute('href'))).toEqual(Object.values(SOCIAL));
    const names = [
      'footer:social.linkedin',
      'footer:social.instagram',
      'footer:social.facebook',
      'footer:social.twitter',
      'footer:social.youtube',
      'footer:social.discord',
      'footer:social.tiktok',
    ] as const;
    for (const [index, link] of social.entries()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(
        `${t(names[index] ?? names[0])} ${t('footer:opensInNewTab')}`,
      );
    }

    await expect(canvas.queryByText(t('footer:logo.placeholder'))).toBeNull();
    // The agency's logo, named by the agency.
    const logo = canvas.getByRole('contentinfo').querySelector('img');
    await expect(logo?.getAttribute('alt')).toMatch(/\S/);
    await expect(logo?.getAttribute('src')).toMatch(/logo/);
  },
};

/** Spec §2.7: no phone, no address, no policies; the 'YOUR LOGO' placeholder; terms still shown. */
export const Minimal: Story = {
  parameters: { agencyConfig: minimal },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(usefulLinks(canvas, t)).toEqual([LINK.terms(t)]);
    await expect(canvas.getByText(t('footer:logo.placeholder'))).toBeInTheDocument();
    // The phone is known but displaySupportPhoneFooter is off.
    const contact = within(canvas.getByRole('region', { name: t('footer:contact.title') }));
    await expect(contact.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'mailto:help@story-agency.example',
    ]);
    await expect(canvas.getByRole('contentinfo').querySelector('address')).toBeNull();
    await expect(socialList(canvas, t)).toBeNull();
  },
};

/** Spec §2.7, §5: empty rich-text markup counts as no content; its link is hidden. */
export const EmptyRichTextPolicyHidden: Story = {
  parameters: {
    agencyConfig: withAgency(() => ({
      privacyPolicy: '<p><br></p>',
      cookiesPolicy: '<div>&nbsp;</div><!-- nothing yet -->',
      disclaimer: '<p>Prices may change until confirmed.</p>',
    })),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(usefulLinks(canvas, t)).toEqual([LINK.terms(t), LINK.disclaimer(t)]);
  },
};

/** Spec §2.7: terms always show, even when the agency has no policy at all. */
export const TermsAlwaysShown: Story = {
  parameters: {
    agencyConfig: withAgency(() => ({
      privacyPolicy: undefined,
      cookiesPolicy: '<p></p>',
      disclaimer: undefined,
    })),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(usefulLinks(canvas, t)).toEqual([LINK.terms(t)]);
  },
};

/** Spec §2.7: social links only for the networks the agency has. */
export const SocialSubset: Story = {
  parameters: {
    agencyConfig: withAgency(() => ({
      ...NO_SOCIAL,
      instagram: SOCIAL.instagram,
      discord: SOCIAL.discord,
    })),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const list = socialList(canvas, t);
    await expect(list).not.toBeNull();
    const links = within(list ?? document.createElement('ul')).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      SOCIAL.instagram,
      SOCIAL.discord,
    ]);
    await expect(links[0]).toHaveAccessibleName(
      `${t('footer:social.instagram')} ${t('footer:opensInNewTab')}`,
    );
    await expect(links[1]).toHaveAccessibleName(
      `${t('footer:social.discord')} ${t('footer:opensInNewTab')}`,
    );
  },
};

/** Spec §2.7: the payment icons are hidden in a certain device mode. */
export const PaymentIconsHidden: Story = {
  args: { hidePaymentIcons: true },
  parameters: { agencyConfig: everything },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(paymentList(canvas, t)).toBeNull();
    await expect(canvas.queryByRole('img', { name: t('footer:payment.visa') })).toBeNull();
    await expect(socialList(canvas, t)).not.toBeNull();
  },
};

/** Payment Settings: the agency accepts fewer brands; the footer shows those, in the spec's order. */
export const AcceptedPaymentsChosen: Story = {
  parameters: {
    agencyConfig: withAgency(() => ({ acceptedPaymentMethods: ['bitcoin', 'visa'] })),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const payments = within(paymentList(canvas, t) ?? document.createElement('ul'));
    await expect(
      payments.getAllByRole('img').map((icon) => icon.getAttribute('aria-label')),
    ).toEqual([t('footer:payment.visa'), t('footer:payment.bitcoin')]);
  },
};

/** A checkout page of a booking, inside the layout that decides about the footer's links. */
function onCheckoutPage(search: string, user: UserProfile | null) {
  return (Story: () => React.JSX.Element) => (
    <Layout pathname="/booknow/hotels/checkout" search={search} user={user} footer={<Story />}>
      <StoryMain />
    </Layout>
  );
}

const dealProposalAgency = (config: AgencyConfig): AgencyConfig => {
  const full = everything(config);
  return {
    ...full,
    agency: {
      ...full.agency,
      hideHeaderforDealProposal: true,
      // The checkout page exists only while Hotels is active.
      bookingMenuItemOptions: full.agency.bookingMenuItemOptions.map((option) => ({
        ...option,
        active: true,
      })),
    },
  };
};

/**
 * Spec §2.7: with hideHeaderforDealProposal on, a visitor who came through a deal link sees no
 * footer links on a booking page (core `layoutVisibility().footerLinks`).
 */
export const LinksHiddenForDealProposalVisitor: Story = {
  decorators: [onCheckoutPage('dealLinkId=42', null)],
  parameters: { agencyConfig: dealProposalAgency },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(usefulLinks(canvas, t)).toBeNull();
    await expect(socialList(canvas, t)).toBeNull();
    // Contact and payment details stay.
    await expect(canvas.getByRole('region', { name: t('footer:contact.title') })).toBeVisible();
    await expect(paymentList(canvas, t)).not.toBeNull();
  },
};

/** Spec §2.7: the same page for a signed-in traveller who did not come through a link. */
export const LinksShownForSignedInTraveller: Story = {
  decorators: [onCheckoutPage('', USERS.traveller)],
  parameters: { agencyConfig: dealProposalAgency },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(usefulLinks(canvas, t)).toEqual([
      LINK.privacy(t),
      LINK.terms(t),
      LINK.cookies(t),
      LINK.disclaimer(t),
    ]);
    await expect(socialList(canvas, t)).not.toBeNull();
  },
};

/**
 * Spec §2.7 on a static page: the footer was built with its links for every visitor; the page's
 * head script decides for this one (core `decideLayout`) and sets `data-wl-hide-footer-links` on
 * `<html>`. Useful Links and the social links go before the first paint; contact and payment stay.
 */
export const LinksHiddenByThePageHead: Story = {
  parameters: { agencyConfig: everything },
  beforeEach: () => {
    const root = document.documentElement;
    root.setAttribute(LAYOUT_HIDE_ATTRIBUTES.footerLinks, '');
    return () => root.removeAttribute(LAYOUT_HIDE_ATTRIBUTES.footerLinks);
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    // In the markup (`hidden: true` finds what is not shown), not shown.
    const links = canvas
      .getByRole('heading', { name: t('footer:usefulLinks.title'), hidden: true })
      .closest('nav');
    await expect(links).toBeInTheDocument();
    await expect(links).not.toBeVisible();
    // A hidden element has no accessible name to find it by: its label attribute, then.
    const social = canvasElement.querySelector(`ul[aria-label="${t('footer:social.label')}"]`);
    await expect(social).toBeInTheDocument();
    await expect(social).not.toBeVisible();
    await expect(canvas.getByRole('region', { name: t('footer:contact.title') })).toBeVisible();
    await expect(paymentList(canvas, t)).toBeVisible();
  },
};

/** Server-rendered markup of the footer, shown as plain HTML with no React behind it. */
function ServerRendered() {
  const config = useAgencyConfig();
  const language = useLanguage();
  const html = renderToStaticMarkup(
    <ShellProviders config={config} language={language} i18n={createI18n(language)}>
      <Footer />
    </ShellProviders>,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server-rendered markup, the point of the story.
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Spec §2.7: the footer is static; its server-rendered HTML alone has working links. */
export const ServerRenderedWithoutJavaScript: Story = {
  parameters: { agencyConfig: everything },
  render: () => <ServerRendered />,
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(usefulLinks(canvas, t)).toEqual([
      LINK.privacy(t),
      LINK.terms(t),
      LINK.cookies(t),
      LINK.disclaimer(t),
    ]);
    await expect(canvas.getByRole('link', { name: 'help@story-agency.example' })).toHaveAttribute(
      'href',
      'mailto:help@story-agency.example',
    );
    await expect(canvas.getByRole('contentinfo').querySelector('script')).toBeNull();
  },
};
