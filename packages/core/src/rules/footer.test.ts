import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema, PAYMENT_ICONS } from '../schemas/agency.ts';
import {
  acceptedPaymentIcons,
  footerAddress,
  footerContact,
  footerSocialLinks,
  footerUsefulLinks,
} from './footer.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

const ids = (links: { id: string }[]) => links.map((link) => link.id);

describe('footerUsefulLinks (spec §2.7 Useful Links, §5)', () => {
  it('shows privacy policy, terms, cookies policy, disclaimer in that order when all have content', () => {
    const links = footerUsefulLinks(
      agency({
        privacyPolicy: '<p>Privacy</p>',
        cookiesPolicy: '<p>Cookies</p>',
        disclaimer: '<p>Disclaimer</p>',
      }),
    );
    expect(ids(links)).toEqual(['privacy-policy', 'terms', 'cookies-policy', 'disclaimer']);
  });

  it('points to the legal routes of spec §2.1', () => {
    const links = footerUsefulLinks(
      agency({ privacyPolicy: 'x', cookiesPolicy: 'y', disclaimer: 'z' }),
    );
    expect(links.map((link) => link.path)).toEqual([
      '/privacy-policy',
      '/user-terms-and-conditions',
      '/cookies-policy',
      '/disclaimer',
    ]);
  });

  it('always shows terms, even when the agency has no content at all', () => {
    expect(ids(footerUsefulLinks(agency()))).toEqual(['terms']);
  });

  it.each(['<p></p>', '<p><br></p>', '<div>&nbsp;</div>', '<!-- todo -->', '   '])(
    'treats the empty markup %j as no content',
    (empty) => {
      const links = footerUsefulLinks(
        agency({ privacyPolicy: empty, cookiesPolicy: empty, disclaimer: empty }),
      );
      expect(ids(links)).toEqual(['terms']);
    },
  );

  it('shows each link on its own content', () => {
    expect(ids(footerUsefulLinks(agency({ cookiesPolicy: '<p>Cookies</p>' })))).toEqual([
      'terms',
      'cookies-policy',
    ]);
    expect(
      ids(footerUsefulLinks(agency({ disclaimer: '<p>Careful</p>', privacyPolicy: '<p></p>' }))),
    ).toEqual(['terms', 'disclaimer']);
  });

  it('counts an image as content', () => {
    expect(
      ids(
        footerUsefulLinks(
          agency({ privacyPolicy: '<p><img src="https://cdn.example/p.png"></p>' }),
        ),
      ),
    ).toEqual(['privacy-policy', 'terms']);
  });
});

describe('footerContact (spec §2.7 Contact Us)', () => {
  const phone = '+1 305 555 0100';

  it('shows the phone only when provided and displaySupportPhoneFooter is on', () => {
    expect(
      footerContact(agency({ contactPhoneNumber: phone, displaySupportPhoneFooter: true })).phone,
    ).toBe(phone);
    expect(
      footerContact(agency({ contactPhoneNumber: phone, displaySupportPhoneFooter: false })).phone,
    ).toBeNull();
    expect(footerContact(agency({ contactPhoneNumber: phone })).phone).toBeNull();
    expect(footerContact(agency({ displaySupportPhoneFooter: true })).phone).toBeNull();
  });

  it('shows the e-mail', () => {
    expect(footerContact(agency({ contactEmailId: 'help@agency.example' })).email).toBe(
      'help@agency.example',
    );
    expect(footerContact(agency()).email).toBeNull();
  });
});

describe('footerAddress (spec §2.7 agency address)', () => {
  const address = {
    addressLine1: '1 Ocean Drive',
    city: 'Miami',
    state: 'FL',
    country: 'United States',
    zipCode: '33139',
  };

  it('shows addressLine1, city, state, country, zipCode in order when displayAddressFooter is on', () => {
    expect(footerAddress(agency({ ...address, displayAddressFooter: true }))).toEqual([
      '1 Ocean Drive',
      'Miami',
      'FL',
      'United States',
      '33139',
    ]);
  });

  it('shows no address when displayAddressFooter is off', () => {
    expect(footerAddress(agency({ ...address, displayAddressFooter: false }))).toEqual([]);
    expect(footerAddress(agency(address))).toEqual([]);
  });

  it('leaves out the parts the agency does not have', () => {
    expect(
      footerAddress(agency({ city: 'Lisbon', country: 'Portugal', displayAddressFooter: true })),
    ).toEqual(['Lisbon', 'Portugal']);
  });
});

describe('footerSocialLinks (spec §2.7 social links)', () => {
  const all = {
    linkedin: 'https://linkedin.com/company/a',
    instagram: 'https://instagram.com/a',
    facebook: 'https://facebook.com/a',
    twitter: 'https://x.com/a',
    youtube: 'https://youtube.com/@a',
    discord: 'https://discord.gg/a',
    tiktok: 'https://tiktok.com/@a',
  };

  it('lists LinkedIn, Instagram, Facebook, X, YouTube, Discord, TikTok in that order', () => {
    // Given in a different order on purpose.
    const reversed = Object.fromEntries(Object.entries(all).reverse());
    expect(footerSocialLinks(agency(reversed))).toEqual([
      { network: 'linkedin', href: all.linkedin },
      { network: 'instagram', href: all.instagram },
      { network: 'facebook', href: all.facebook },
      { network: 'twitter', href: all.twitter },
      { network: 'youtube', href: all.youtube },
      { network: 'discord', href: all.discord },
      { network: 'tiktok', href: all.tiktok },
    ]);
  });

  it('shows only the ones the agency has', () => {
    expect(footerSocialLinks(agency({ youtube: all.youtube, facebook: all.facebook }))).toEqual([
      { network: 'facebook', href: all.facebook },
      { network: 'youtube', href: all.youtube },
    ]);
    expect(footerSocialLinks(agency())).toEqual([]);
  });
});

describe('PAYMENT_ICONS (spec §2.7 accepted payment icons)', () => {
  it('are Discover, Visa, American Express, Master Card, Bitcoin in that order', () => {
    expect(PAYMENT_ICONS).toEqual([
      'discover',
      'visa',
      'american-express',
      'mastercard',
      'bitcoin',
    ]);
  });
});

describe('acceptedPaymentIcons (spec §2.7, issue 45 Payment Settings)', () => {
  it('shows the spec five by default', () => {
    expect(acceptedPaymentIcons(agency())).toEqual(PAYMENT_ICONS);
  });

  it("shows the agency's, in the spec's order whatever the config's, and none for an empty list", () => {
    expect(acceptedPaymentIcons({ acceptedPaymentMethods: ['bitcoin', 'visa'] })).toEqual([
      'visa',
      'bitcoin',
    ]);
    expect(acceptedPaymentIcons({ acceptedPaymentMethods: [] })).toEqual([]);
  });

  it('refuses a brand the footer has no icon for, and a brand twice', () => {
    const parse = (acceptedPaymentMethods: unknown) =>
      agencySchema.safeParse({ agencyName: 'A', subdomain: 'a', acceptedPaymentMethods });
    expect(parse(['visa', 'paypal']).error?.issues[0]?.message).toBe(
      'expected one of discover, visa, american-express, mastercard, bitcoin',
    );
    expect(parse(['visa', 'visa']).error?.issues[0]?.message).toBe('each payment method once');
  });
});
