// Issue 45, ours: agencies edit their own site. Every write goes through core's config validator
// (the one `npm run agency -- validate` runs) and stores a new version; only AgencyOwner and Admin
// may write (spec §2.8, §6), always to the agency of their token; a page opened on an older
// version is refused; versions are listed, restored and published one at a time.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { BOOKING_TYPE_TITLES, validateConfigText } from '@wl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../src/db/migrations.ts';
import { openDatabase } from '../src/db/sqlite.ts';
import { SETTINGS_CHANGED_MESSAGE } from '../src/index.ts';
import {
  type CallOptions,
  CONFIG_DIR,
  type Reply,
  type RunningApi,
  startApi,
  tempDir,
} from './helpers.ts';

const ROLES = {
  owner: 'owner@horizon.test',
  admin: 'admin@horizon.test',
  agent: 'agent@horizon.test',
  sales: 'sales@horizon.test',
  traveller: 'traveller@horizon.test',
} as const;
type Role = keyof typeof ROLES;

async function signIn(api: RunningApi): Promise<Record<Role | 'solmarOwner', string>> {
  const tokens = {} as Record<Role | 'solmarOwner', string>;
  for (const [role, email] of Object.entries(ROLES)) tokens[role as Role] = await api.login(email);
  tokens.solmarOwner = await api.login('owner@solmar.test', 'solmar.localhost');
  return tokens;
}

/** The latest version of the agency, as the page reads it before a save. */
async function latest(api: RunningApi, token: string, host?: string): Promise<number> {
  const reply = await api.call('/api/agency/settings/versions', { token, host });
  expect(reply.status).toBe(200);
  return reply.body.data[0].number;
}

function put(
  api: RunningApi,
  section: 'website' | 'product' | 'payment',
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Reply> {
  return api.call(`/api/agency/settings/${section}`, { method: 'PUT', body, ...options });
}

const text = (length: number, char = 'x') => char.repeat(length);

/** The message the command line prints for the same config (core's validator). */
function cliMessage(config: Record<string, unknown>, path: string): string | undefined {
  const result = validateConfigText(JSON.stringify(config));
  return result.problems.find((problem) => problem.path === path)?.message;
}

describe('version 1 is the onboarding file', () => {
  let api: RunningApi;
  let tokens: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    api = await startApi();
    tokens = await signIn(api);
  });
  afterAll(() => api.close());

  it('lists one published version from the file, saved by nobody', async () => {
    const reply = await api.call('/api/agency/settings/versions', { token: tokens.owner });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([
      expect.objectContaining({
        number: 1,
        source: 'file',
        savedBy: null,
        changes: [],
        status: 'published',
        failure: null,
      }),
    ]);
  });

  it('the settings pages answer the version they open on and their fields in the write shape', async () => {
    const website = await api.call('/api/agency/settings/website', { token: tokens.owner });
    expect(website.body.data.version).toBe(1);
    expect(website.body.data.settings.agency).toMatchObject({
      agencyName: 'Horizon Travel Co.',
      primaryColor: '#0f766e',
      logo: 'assets/horizon/logo.svg',
    });
    expect(website.body.data.settings.agency.subdomain).toBeUndefined();
    // Shown by the preview, not editable: a write of navigation is refused (below).
    expect(
      website.body.data.readOnly.navigation.header.map((item: { path: string }) => item.path),
    ).toEqual(['/blog', '/top-destination']);
    expect(website.body.data.settings.about.title).toBe('Travel planned by people who travel');
    expect(website.body.data.settings.languages).toHaveLength(9);
    const product = await api.call('/api/agency/settings/product', { token: tokens.owner });
    expect(product.body.data.settings.agency.bookingMenuItemOptions).toHaveLength(6);
    const payment = await api.call('/api/agency/settings/payment', { token: tokens.owner });
    expect(payment.body.data.settings).toEqual({
      agency: {
        currentPaymentGateway: 'Stripe',
        acceptedPaymentMethods: ['discover', 'visa', 'american-express', 'mastercard', 'bitcoin'],
      },
    });
  });
});

describe('PUT /api/agency/settings/website, product, payment', () => {
  let api: RunningApi;
  let tokens: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    api = await startApi();
    tokens = await signIn(api);
  });
  afterAll(() => api.close());

  it('stores a new version, queued, and the API answers the saved values at once', async () => {
    const reply = await put(
      api,
      'website',
      {
        baseVersion: 1,
        agency: { primaryColor: '#1d4ed8' },
        about: { title: 'Who we are' },
      },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      number: 2,
      source: 'settings',
      status: 'queued',
      changes: ['agency.primaryColor', 'about.title'],
      savedBy: { email: 'owner@horizon.test' },
      changed: true,
    });
    expect((await api.call('/api/agency')).body.primaryColor).toBe('#1d4ed8');
    const about = await api.call('/api/agency/about-us');
    expect(about.body.data[0].title).toBe('Who we are');
    const history = await api.call('/api/agency/settings/versions', { token: tokens.admin });
    expect(history.body.data.map((version: { number: number }) => version.number)).toEqual([2, 1]);
  });

  it("refuses 'banana' as the primary colour with the validator's message, storing nothing", async () => {
    const base = await latest(api, tokens.owner);
    const reply = await put(
      api,
      'website',
      { baseVersion: base, agency: { primaryColor: 'banana' } },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(400);
    const expected = cliMessage(
      { agency: { agencyName: 'X', subdomain: 'x', primaryColor: 'banana' } },
      'agency.primaryColor',
    );
    expect(expected).toMatch(/not|expected a CSS colour/);
    expect(reply.body.issues).toEqual([{ path: 'agency.primaryColor', message: expected }]);
    expect(reply.body.message).toBe(`Invalid website settings: agency.primaryColor: ${expected}`);
    expect(await latest(api, tokens.owner)).toBe(base);
    expect((await api.call('/api/agency')).body.primaryColor).not.toBe('banana');
  });

  it('one About switch turns the header link and the page on or off together', async () => {
    const base = await latest(api, tokens.owner);
    const reply = await put(
      api,
      'website',
      { baseVersion: base, about: { isEnabled: false } },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.changes).toEqual(['agency.isAbousUsEnable', 'about.isEnabled']);
    expect((await api.call('/api/agency')).body.isAbousUsEnable).toBe(false);
  });

  it('null clears an optional field; languages and currencies are replaced whole', async () => {
    const base = await latest(api, tokens.owner);
    const reply = await put(
      api,
      'website',
      {
        baseVersion: base,
        agency: { youtube: null, displayAddressFooter: false },
        languages: ['en', 'es'],
        currencies: ['USD', 'EUR'],
      },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(200);
    const agency = (await api.call('/api/agency')).body;
    expect(agency.youtube).toBeUndefined();
    expect(agency.displayAddressFooter).toBe(false);
    const languages = await api.call('/api/agency/languages');
    expect(languages.body.data.map((language: { code: string }) => language.code)).toEqual([
      'en',
      'es',
    ]);
  });

  it('a save that changes nothing stores no version', async () => {
    const base = await latest(api, tokens.owner);
    const reply = await put(
      api,
      'payment',
      { baseVersion: base, agency: { currentPaymentGateway: 'Stripe' } },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ number: base, changed: false });
    expect(await latest(api, tokens.owner)).toBe(base);
  });

  it('payment: the gateway is saved and the payment call answers it', async () => {
    const base = await latest(api, tokens.owner);
    const reply = await put(
      api,
      'payment',
      { baseVersion: base, agency: { currentPaymentGateway: 'Adyen' } },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.changes).toEqual(['agency.currentPaymentGateway']);
    const gateway = await api.call('/api/getCurrentPaymentGateway', { token: tokens.traveller });
    expect(gateway.body.data.currentPaymentGateway).toBe('Adyen');
  });

  it('payment: the accepted methods are saved, answered in the spec order, and checked', async () => {
    const base = await latest(api, tokens.owner);
    const reply = await put(
      api,
      'payment',
      { baseVersion: base, agency: { acceptedPaymentMethods: ['bitcoin', 'visa'] } },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.changes).toEqual(['agency.acceptedPaymentMethods']);
    const gateway = await api.call('/api/getCurrentPaymentGateway', { token: tokens.traveller });
    expect(gateway.body.data.acceptedPaymentMethods).toEqual(['Visa', 'Bitcoin']);
    const page = await api.call('/api/agency/settings/payment', { token: tokens.owner });
    expect(page.body.data.acceptedPaymentMethods).toEqual(['Visa', 'Bitcoin']);

    const unknown = await put(
      api,
      'payment',
      { baseVersion: base + 1, agency: { acceptedPaymentMethods: ['visa', 'paypal'] } },
      { token: tokens.owner },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([
      {
        path: 'agency.acceptedPaymentMethods[1]',
        message:
          'expected one of discover, visa, american-express, mastercard, bitcoin, got "paypal"',
      },
    ]);
    expect(await latest(api, tokens.owner)).toBe(base + 1);
  });

  it('product: Cruise off and reordered; at least one booking type stays active', async () => {
    const base = await latest(api, tokens.owner);
    const options = [...BOOKING_TYPE_TITLES].reverse().map((title) => ({
      title,
      active: title !== 'Cruise',
    }));
    const reply = await put(
      api,
      'product',
      { baseVersion: base, agency: { bookingMenuItemOptions: options } },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(200);
    const product = await api.call('/api/agency/settings/product', { token: tokens.owner });
    expect(product.body.data.bookingMenuItemOptions).toEqual(options);

    const none = await put(
      api,
      'product',
      {
        baseVersion: base + 1,
        agency: { bookingMenuItemOptions: options.map((o) => ({ ...o, active: false })) },
      },
      { token: tokens.owner },
    );
    expect(none.status).toBe(400);
    expect(none.body.issues).toEqual([
      {
        path: 'agency.bookingMenuItemOptions',
        message: 'at least one booking type must be active',
      },
    ]);
    expect(await latest(api, tokens.owner)).toBe(base + 1);
  });

  it.each([
    ['website', { agency: { subdomain: 'solmar' } }, 'agency.subdomain'],
    ['website', { agency: { status: 'Inactive' } }, 'agency.status'],
    ['website', { agency: { allowNonLoginFlow: true } }, 'agency.allowNonLoginFlow'],
    ['website', { navigation: { header: [] } }, 'navigation'],
    ['product', { agency: { primaryColor: '#000000' } }, 'agency.primaryColor'],
    ['product', { about: { title: 'X' } }, 'about'],
    ['payment', { agency: { bookingMenuItemOptions: [] } }, 'agency.bookingMenuItemOptions'],
  ] as const)(
    '%s refuses a field of another page or of the platform: %j',
    async (section, fields, path) => {
      const base = await latest(api, tokens.owner);
      const reply = await put(
        api,
        section,
        { baseVersion: base, ...fields },
        { token: tokens.owner },
      );
      expect(reply.status).toBe(400);
      expect(reply.body.issues).toContainEqual({
        path,
        message: expect.stringMatching(/^not a (Website|Product|Payment) setting/),
      });
      expect(await latest(api, tokens.owner)).toBe(base);
    },
  );

  it('a body without baseVersion is refused', async () => {
    const reply = await put(
      api,
      'website',
      { agency: { agencyName: 'X' } },
      { token: tokens.owner },
    );
    expect(reply.status).toBe(400);
    expect(reply.body.issues[0].path).toBe('baseVersion');
  });
});

/**
 * The cases of core's hostile-config corpus (config/hostileConfigs.test.ts) that touch a field
 * these pages write, sent through the API: each refused at its path with the CLI's message.
 */
const HOSTILE: [
  section: 'website' | 'product' | 'payment',
  fields: object,
  path: string,
  message: RegExp,
][] = [
  [
    'website',
    { agency: { logo: '../../etc/passwd' } },
    'agency.logo',
    /"\.\." would leave the config folder/,
  ],
  [
    'website',
    { agency: { favicon: '../other-agency/favicon.svg' } },
    'agency.favicon',
    /"\.\." would leave/,
  ],
  [
    'website',
    { agency: { logo: '/etc/passwd' } },
    'agency.logo',
    /an absolute path would leave the config folder/,
  ],
  [
    'website',
    { agency: { logoMobile: '..\\..\\windows\\win.ini' } },
    'agency.logoMobile',
    /use "\/" between folders/,
  ],
  [
    'website',
    { agency: { logo: '%2e%2e/%2e%2e/etc/passwd.png' } },
    'agency.logo',
    /"%" is not allowed/,
  ],
  [
    'website',
    { agency: { logoMobile: 'file:///etc/passwd' } },
    'agency.logoMobile',
    /"file:" addresses are not allowed/,
  ],
  [
    'website',
    { agency: { logo: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } },
    'agency.logo',
    /"data:" addresses/,
  ],
  [
    'website',
    { agency: { favicon: 'C:/Windows/favicon.ico' } },
    'agency.favicon',
    /"C:" addresses are not allowed/,
  ],
  [
    'website',
    { agency: { logo: '//evil.example/logo.png' } },
    'agency.logo',
    /a URL without http: or https:/,
  ],
  [
    'website',
    { agency: { logo: 'assets/logo.html' } },
    'agency.logo',
    /expected an image file ending in \.png/,
  ],
  [
    'website',
    { agency: { logo: 'assets/.git/logo.png' } },
    'agency.logo',
    /hidden files and folders/,
  ],
  [
    'website',
    { agency: { logo: 'assets//logo.png' } },
    'agency.logo',
    /empty or "\." folder names/,
  ],
  [
    'website',
    { agency: { logo: 'assets/logo.png?v=1' } },
    'agency.logo',
    /"\?" and "#" are not allowed/,
  ],
  [
    'website',
    { agency: { favicon: 'assets/logo.svg\u0000.png' } },
    'agency.favicon',
    /U\+0000 \(NUL\)/,
  ],
  [
    'website',
    { agency: { logo: `assets/${text(300)}.png` } },
    'agency.logo',
    /a path is limited to 255 characters/,
  ],
  [
    'website',
    { agency: { logo: 'https://evil.example/\nlogo.png' } },
    'agency.logo',
    /U\+000A \(LINE FEED\)/,
  ],
  [
    'website',
    { agency: { logo: `https://cdn.example/${text(3000)}.png` } },
    'agency.logo',
    /a URL is limited to 2048/,
  ],
  [
    'website',
    { about: { image: '../../../etc/shadow.png' } },
    'about.image',
    /"\.\." would leave the config folder/,
  ],
  ['website', { agency: { agencyName: text(121) } }, 'agency.agencyName', /at most 120 characters/],
  [
    'website',
    { agency: { addressLine1: text(201) } },
    'agency.addressLine1',
    /at most 200 characters/,
  ],
  ['website', { agency: { city: text(101) } }, 'agency.city', /at most 100 characters/],
  ['website', { agency: { zipCode: text(21) } }, 'agency.zipCode', /at most 20 characters/],
  [
    'website',
    { agency: { aboutUsEnableTitle: text(61) } },
    'agency.aboutUsEnableTitle',
    /at most 60 characters/,
  ],
  [
    'website',
    { agency: { contactPhoneNumber: `+1 ${'5'.repeat(30)}` } },
    'agency.contactPhoneNumber',
    /phone number/,
  ],
  [
    'website',
    { agency: { analytics: { isEnabled: true, googleAnalyticsId: `G-${text(60, 'A')}` } } },
    'agency.analytics.googleAnalyticsId',
    /at most 40 characters/,
  ],
  [
    'website',
    { agency: { privacyPolicy: text(200_001) } },
    'agency.privacyPolicy',
    /limited to 200,000 characters/,
  ],
  [
    'website',
    { agency: { disclaimer: text(200_001) } },
    'agency.disclaimer',
    /limited to 200,000 characters/,
  ],
  ['website', { about: { content: text(200_001) } }, 'about.content', /200,000 characters/],
  ['website', { about: { title: text(121) } }, 'about.title', /at most 120 characters/],
  [
    'website',
    {
      faq: {
        questions: Array.from({ length: 201 }, () => ({ question: 'Why?', answer: 'Because.' })),
      },
    },
    'faq.questions',
    /must have at most 200 items \(got 201\)/,
  ],
  [
    'website',
    { faq: { questions: [{ question: text(501), answer: 'x' }] } },
    'faq.questions[0].question',
    /limited to 500 characters/,
  ],
  [
    'website',
    { faq: { questions: [{ question: 'Why?', answer: text(200_001) }] } },
    'faq.questions[0].answer',
    /200,000 characters/,
  ],
  ['website', { faq: { headerMessage: text(201) } }, 'faq.headerMessage', /at most 200 characters/],
  [
    'website',
    { languages: ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv', 'en'] },
    'languages',
    /list at most 9 languages/,
  ],
  [
    'website',
    { currencies: Array.from({ length: 201 }, () => 'USD') },
    'currencies',
    /list at most 200 currencies/,
  ],
  [
    'website',
    { agency: { agencyName: 'Test\u0000Travel' } },
    'agency.agencyName',
    /U\+0000 \(NUL\)/,
  ],
  [
    'website',
    { agency: { agencyName: 'Test \u001b[31mTravel' } },
    'agency.agencyName',
    /U\+001B \(ESC\): remove it/,
  ],
  [
    'website',
    { agency: { agencyName: 'Travel \u202eoc.evil' } },
    'agency.agencyName',
    /RIGHT-TO-LEFT OVERRIDE/,
  ],
  [
    'website',
    { agency: { addressLine1: '1 Main\u007f St' } },
    'agency.addressLine1',
    /U\+007F \(DELETE\)/,
  ],
  ['website', { agency: { city: 'Miami\ud800' } }, 'agency.city', /lone UTF-16 surrogate U\+D800/],
  ['website', { about: { content: '<p>Hi\u0007</p>' } }, 'about.content', /U\+0007 \(BEL\)/],
  [
    'website',
    { faq: { questions: [{ question: 'Why?', answer: 'Because\u0085.' }] } },
    'faq.questions[0].answer',
    /U\+0085/,
  ],
  ['website', { agency: { privacyPolicy: '<p>\u0008</p>' } }, 'agency.privacyPolicy', /BACKSPACE/],
  [
    'website',
    { agency: { 'agency\u0000Name': 'Y' } },
    'agency["agency\\u0000Name"]',
    /^key contains the control character U\+0000/,
  ],
  [
    'website',
    { agency: { 'city\n': 'Y' } },
    'agency["city\\n"]',
    /^key contains the control character U\+000A/,
  ],
  ['website', { agency: { agencyName: 'Test\nTravel' } }, 'agency.agencyName', /must be one line/],
  ['website', { about: { title: 'About\tus' } }, 'about.title', /must be one line/],
  [
    'website',
    { agency: { facebook: 'https://face\tbook.com/x' } },
    'agency.facebook',
    /U\+0009 \(TAB\)/,
  ],
  ['website', { faq: { questions: {} } }, 'faq.questions', /^expected array, got an object$/],
  [
    'website',
    { faq: { questions: ['Why?'] } },
    'faq.questions[0]',
    /^expected object, got "Why\?"$/,
  ],
  ['website', { languages: 'en' }, 'languages', /^expected array, got "en"$/],
  [
    'website',
    { agency: { analytics: { isEnabled: 1 } } },
    'agency.analytics.isEnabled',
    /^expected boolean, got number 1$/,
  ],
  ['website', { agency: { logo: '['.repeat(65) } }, 'agency.logo', /expected an image file/],
  [
    'website',
    { agency: { logo: JSON.parse(`${'['.repeat(65)}${']'.repeat(65)}`) } },
    '$',
    /^nested deeper than 64 levels$/,
  ],
  [
    'website',
    { agency: { constructor: { prototype: { polluted: true } } } },
    'agency.constructor',
    /^unknown key/,
  ],
  ['website', { agency: { toString: 'x' } }, 'agency.toString', /^unknown key/],
  [
    'website',
    { agency: { Subdomain: 'evil' } },
    'agency.Subdomain',
    /^unknown key \(did you mean "subdomain"\?\)$/,
  ],
  ['website', { agency: { script: '<script>alert(1)</script>' } }, 'agency.script', /^unknown key/],
  ['website', { about: { hasOwnProperty: 1 } }, 'about.hasOwnProperty', /^unknown key/],
  ['website', { prototype: {} }, 'prototype', /^unknown key/],
  [
    'website',
    {
      faq: {
        questions: [JSON.parse('{"question":"a","answer":"b","__proto__":{"isAdmin":true}}')],
      },
    },
    'faq.questions[0].__proto__',
    /^unknown key/,
  ],
  [
    'website',
    JSON.parse('{"agency":{"__proto__":{"polluted":true}}}'),
    'agency.__proto__',
    /^unknown key/,
  ],
  [
    'product',
    {
      agency: {
        bookingMenuItemOptions: [...BOOKING_TYPE_TITLES, 'Hotels'].map((title) => ({ title })),
      },
    },
    'agency.bookingMenuItemOptions',
    /at most once/,
  ],
  [
    'product',
    { agency: { bookingMenuItemOptions: [{ title: 'Hotels', active: 'true' }] } },
    'agency.bookingMenuItemOptions[0].active',
    /^expected boolean, got "true"$/,
  ],
  [
    'product',
    { agency: { bookingMenuItemOptions: [{ title: 'Ferries', active: true }] } },
    'agency.bookingMenuItemOptions[0].title',
    /expected one of "Hotels"/,
  ],
  [
    'payment',
    { agency: { currentPaymentGateway: text(61) } },
    'agency.currentPaymentGateway',
    /at most 60 characters/,
  ],
  [
    'payment',
    { agency: { currentPaymentGateway: 'Stripe\nEvil' } },
    'agency.currentPaymentGateway',
    /must be one line/,
  ],
];

describe('the hostile-config corpus replayed through the settings API (issue 17 cases, issue 45)', () => {
  let api: RunningApi;
  let owner: string;
  beforeAll(async () => {
    api = await startApi();
    owner = await api.login('owner@horizon.test');
  });
  afterAll(() => api.close());

  it.each(HOSTILE)('%s %j -> %s', async (section, fields, path, message) => {
    const before = (await api.call('/api/agency')).text;
    const reply = await put(api, section, { baseVersion: 1, ...fields }, { token: owner });
    expect(reply.status, reply.text.slice(0, 500)).toBe(400);
    const at = (reply.body.issues as { path: string; message: string }[]).filter(
      (issue) => issue.path === path,
    );
    expect(at.length, JSON.stringify(reply.body.issues).slice(0, 1000)).toBeGreaterThan(0);
    expect(
      at.some((issue) => message.test(issue.message)),
      JSON.stringify(at),
    ).toBe(true);
    // Nothing stored: still version 1, the agency answers what it answered.
    expect(await latest(api, owner)).toBe(1);
    expect((await api.call('/api/agency')).text).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('permissions (spec §2.8, §6): AgencyOwner and Admin change the site of their own agency', () => {
  let api: RunningApi;
  let tokens: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    api = await startApi();
    tokens = await signIn(api);
  });
  afterAll(() => api.close());

  const change = (token: string | undefined, baseVersion: number, host?: string) =>
    put(api, 'website', { baseVersion, agency: { agencyName: 'Changed' } }, { token, host });

  it('the admin saves', async () => {
    const reply = await change(tokens.admin, await latest(api, tokens.owner));
    expect(reply.status).toBe(200);
    expect(reply.body.data.savedBy.email).toBe('admin@horizon.test');
  });

  it.each([
    ['sales', 'Your role cannot use these settings'],
    ['agent', "Only the agency's owner or an admin can change the agency's site"],
    ['traveller', 'Your role cannot use these settings'],
  ] as const)('%s is refused (403) on every write', async (role, message) => {
    const base = await latest(api, tokens.owner);
    const token = tokens[role];
    const replies = [
      await change(token, base),
      await put(api, 'product', { baseVersion: base, agency: {} }, { token }),
      await put(api, 'payment', { baseVersion: base, agency: {} }, { token }),
      await api.call('/api/agency/settings/versions/1/restore', {
        method: 'POST',
        body: { baseVersion: base },
        token,
      }),
      await api.call('/api/agency/settings/images', {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: 'x',
        token,
      }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(message);
    }
    expect(await latest(api, tokens.owner)).toBe(base);
  });

  it('no token: 401', async () => {
    const reply = await change(undefined, 1);
    expect(reply.status).toBe(401);
    expect((await api.call('/api/agency/settings/versions')).status).toBe(401);
  });

  it('owner@solmar.test cannot change horizon, whatever the Host or the body says', async () => {
    const horizon = (await api.call('/api/agency')).text;
    const horizonVersion = await latest(api, tokens.owner);
    // Solmar's token on horizon's host: the token belongs to another agency.
    expect((await change(tokens.solmarOwner, horizonVersion)).status).toBe(401);
    // On its own host, naming horizon in the body changes nothing of horizon.
    const solmarVersion = await latest(api, tokens.solmarOwner, 'solmar.localhost');
    const named = await put(
      api,
      'website',
      { baseVersion: solmarVersion, agency: { subdomain: 'horizon', agencyName: 'Taken' } },
      { token: tokens.solmarOwner, host: 'solmar.localhost' },
    );
    expect(named.status).toBe(400);
    expect(named.body.issues).toContainEqual({
      path: 'agency.subdomain',
      message: 'not a Website setting: it cannot be changed here',
    });
    const own = await put(
      api,
      'website',
      { baseVersion: solmarVersion, agency: { agencyName: 'Viajes Solmar Nuevo' } },
      { token: tokens.solmarOwner, host: 'solmar.localhost' },
    );
    expect(own.status).toBe(200);
    expect((await api.call('/api/agency', { host: 'solmar.localhost' })).body.agencyName).toBe(
      'Viajes Solmar Nuevo',
    );
    expect((await api.call('/api/agency')).text).toBe(horizon);
    expect(await latest(api, tokens.owner)).toBe(horizonVersion);
  });
});

describe('version check, history and restore', () => {
  let api: RunningApi;
  let tokens: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    api = await startApi();
    tokens = await signIn(api);
  });
  afterAll(() => api.close());

  it('two tabs opened on version 1: the second save is refused with 409, never an overwrite', async () => {
    const first = await put(
      api,
      'website',
      { baseVersion: 1, agency: { primaryColor: '#b91c1c' } },
      { token: tokens.owner },
    );
    expect(first.status).toBe(200);
    const second = await put(
      api,
      'website',
      { baseVersion: 1, agency: { agencyName: 'Second tab' } },
      { token: tokens.admin },
    );
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: SETTINGS_CHANGED_MESSAGE, code: 'VERSION_CONFLICT' });
    expect(SETTINGS_CHANGED_MESSAGE).toContain('changed since you opened it');
    const agency = (await api.call('/api/agency')).body;
    expect(agency).toMatchObject({ primaryColor: '#b91c1c', agencyName: 'Horizon Travel Co.' });
  });

  it('the history lists every version newest first with who, when and what changed', async () => {
    await put(
      api,
      'product',
      {
        baseVersion: 2,
        agency: {
          bookingMenuItemOptions: BOOKING_TYPE_TITLES.map((title) => ({
            title,
            active: title !== 'Cruise',
          })),
        },
      },
      { token: tokens.admin },
    );
    const history = await api.call('/api/agency/settings/versions', { token: tokens.owner });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        number: 3,
        savedBy: { userId: expect.any(Number), email: 'admin@horizon.test' },
        changes: ['agency.bookingMenuItemOptions[5].active'],
        status: 'queued',
      }),
      expect.objectContaining({
        number: 2,
        savedBy: { userId: expect.any(Number), email: 'owner@horizon.test' },
        changes: ['agency.primaryColor'],
      }),
      expect.objectContaining({ number: 1, source: 'file' }),
    ]);
    for (const version of history.body.data) {
      expect(Number.isNaN(Date.parse(version.savedAt))).toBe(false);
    }
  });

  it('restoring version 1 stores a new version with its config, queued', async () => {
    const reply = await api.call('/api/agency/settings/versions/1/restore', {
      method: 'POST',
      body: { baseVersion: 3 },
      token: tokens.owner,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      number: 4,
      source: 'restore',
      restoredFrom: 1,
      status: 'queued',
    });
    expect(reply.body.data.changes).toEqual(
      expect.arrayContaining(['agency.primaryColor', 'agency.bookingMenuItemOptions[5].active']),
    );
    expect((await api.call('/api/agency')).body.primaryColor).toBe('#0f766e');
    const product = await api.call('/api/agency/settings/product', { token: tokens.owner });
    expect(
      product.body.data.bookingMenuItemOptions.every((o: { active: boolean }) => o.active),
    ).toBe(true);
  });

  it('a restore from a stale page is 409; an unknown version is 404', async () => {
    const stale = await api.call('/api/agency/settings/versions/2/restore', {
      method: 'POST',
      body: { baseVersion: 3 },
      token: tokens.owner,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(SETTINGS_CHANGED_MESSAGE);
    const unknown = await api.call('/api/agency/settings/versions/99/restore', {
      method: 'POST',
      body: { baseVersion: 4 },
      token: tokens.owner,
    });
    expect(unknown.status).toBe(404);
    expect(await latest(api, tokens.owner)).toBe(4);
  });

  it('a restart serves the latest saved version, not the file', async () => {
    await api.close();
    api = await startApi({ databaseFile: api.databaseFile });
    tokens = await signIn(api);
    await put(
      api,
      'website',
      { baseVersion: 4, agency: { agencyName: 'Horizon After Restart' } },
      { token: tokens.owner },
    );
    await api.close();
    api = await startApi({ databaseFile: api.databaseFile });
    tokens = await signIn(api);
    expect((await api.call('/api/agency')).body.agencyName).toBe('Horizon After Restart');
    expect(await latest(api, tokens.owner)).toBe(5);
  });
});

/** A PNG of the given size: the signature, then an IHDR chunk with a valid CRC. */
function png(width: number, height: number, extra = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(extra > 0 ? [chunk('tEXt', Buffer.alloc(extra, 0x41))] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/agency/settings/images: core image checks, stored by content hash', () => {
  let api: RunningApi;
  let tokens: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    api = await startApi();
    tokens = await signIn(api);
  });
  afterAll(() => api.close());

  const upload = (body: Buffer | string, type: string, token = tokens.owner, host?: string) =>
    api.call('/api/agency/settings/images', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      token,
      host,
    });

  it('stores a PNG, answers its reference and serves it with long immutable caching', async () => {
    const image = png(120, 40);
    const reply = await upload(image, 'image/png');
    expect(reply.status).toBe(201);
    expect(reply.body.data.ref).toMatch(/^uploads\/horizon\/[0-9a-f]{32}\.png$/);
    expect(reply.body.data.url).toMatch(/^\/api\/agency\/images\/[0-9a-f]{32}\.png$/);
    // The same bytes are the same name.
    expect((await upload(image, 'image/png')).body.data.ref).toBe(reply.body.data.ref);

    const served = await api.call(reply.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(served.text, 'latin1').length).toBeGreaterThan(0);
    // Another agency's host does not serve it.
    expect((await api.call(reply.body.data.url, { host: 'solmar.localhost' })).status).toBe(404);

    const saved = await put(
      api,
      'website',
      {
        baseVersion: 1,
        agency: { logo: reply.body.data.ref },
        about: { image: reply.body.data.ref },
      },
      { token: tokens.owner },
    );
    expect(saved.status).toBe(200);
    expect((await api.call('/api/agency')).body.logo).toBe(reply.body.data.ref);
  });

  it.each([
    [
      'HTML named as a PNG',
      '<!doctype html><script>alert(1)</script>',
      'image/png',
      /^The image is not a PNG image: its content is an HTML page$/,
    ],
    [
      'an SVG with script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
      /^The SVG image has a <script> element/,
    ],
    ['an empty file', '', 'image/png', /^The image is an empty file$/],
    [
      'a pixel flood',
      png(50_000, 50_000),
      'image/png',
      /^The image is 50000 × 50000 pixels: at most 8192 pixels a side/,
    ],
    [
      'a JPEG sent as a GIF',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      'image/gif',
      /^The image is not a GIF image: its content is a JPEG image$/,
    ],
    [
      "over core's 5 MB",
      png(10, 10, 5_200_000),
      'image/png',
      /^The image is larger than 5 MB \(5\.2 MB\)$/,
    ],
  ] as const)('refuses %s with a clear message', async (_name, body, type, message) => {
    const reply = await upload(body as Buffer, type);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(message);
  });

  it('refuses a body past the upload limit (413) and a type that is not an image (415)', async () => {
    const huge = await upload(png(10, 10, 6_100_000), 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The image is larger than 6 MB');
    const pdf = await upload('%PDF-1.4', 'application/pdf');
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toMatch(/^Upload a PNG, JPEG, GIF, WebP, AVIF, SVG or ICO image/);
  });

  it("a config may name only this agency's uploads or images its versions already named", async () => {
    const solmarUpload = await upload(
      png(30, 30),
      'image/png',
      tokens.solmarOwner,
      'solmar.localhost',
    );
    expect(solmarUpload.status).toBe(201);
    const base = await latest(api, tokens.owner);
    for (const ref of [
      solmarUpload.body.data.ref,
      `uploads/horizon/${'0'.repeat(32)}.png`,
      'assets/solmar/logo.svg',
    ]) {
      const reply = await put(
        api,
        'website',
        { baseVersion: base, agency: { logoMobile: ref } },
        { token: tokens.owner },
      );
      expect(reply.status, ref).toBe(400);
      expect(reply.body.issues[0].path).toBe('agency.logoMobile');
      expect(reply.body.issues[0].message).toMatch(
        /not an image uploaded to this agency|not found/,
      );
    }
    // The onboarding logo of version 1 may come back.
    const back = await put(
      api,
      'website',
      { baseVersion: base, agency: { logo: 'assets/horizon/logo.svg' } },
      { token: tokens.owner },
    );
    expect(back.status).toBe(200);
  });

  it('an SVG is served with a policy that lets it run nothing', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const reply = await upload(svg, 'image/svg+xml');
    expect(reply.status).toBe(201);
    const served = await api.call(reply.body.data.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.text).toBe(svg);
  });
});

describe('the publish queue (injected publisher)', () => {
  it('publishes saves one at a time in order; a failure keeps its reason and the next still runs', async () => {
    const calls: { subdomain: string; color: string; name: string }[] = [];
    let running = 0;
    let overlapped = false;
    const releases: (() => void)[] = [];
    const api = await startApi({
      publish: async (subdomain, config) => {
        running += 1;
        if (running > 1) overlapped = true;
        calls.push({
          subdomain,
          color: config.agency.primaryColor,
          name: config.agency.agencyName,
        });
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        if (config.agency.agencyName === 'Break the build') {
          throw new Error('astro build failed: page /about did not render');
        }
      },
    });
    try {
      const owner = await api.login('owner@horizon.test');
      const status = async () =>
        (await api.call('/api/agency/settings/versions', { token: owner })).body.data.map(
          (version: { number: number; status: string; failure: string | null }) => [
            version.number,
            version.status,
            version.failure,
          ],
        );
      const save = async (baseVersion: number, agency: Record<string, unknown>) => {
        const reply = await put(api, 'website', { baseVersion, agency }, { token: owner });
        expect(reply.status).toBe(200);
        return reply;
      };
      await save(1, { primaryColor: '#111111' });
      await save(2, { agencyName: 'Break the build' });
      await save(3, { agencyName: 'Fixed', primaryColor: '#333333' });

      await expect.poll(() => calls.length).toBe(1);
      expect(await status()).toEqual([
        [4, 'queued', null],
        [3, 'queued', null],
        [2, 'building', null],
        [1, 'published', null],
      ]);
      const polled = await api.call('/api/agency/settings/publish-status', { token: owner });
      expect(polled.body.data).toMatchObject({
        latest: { number: 4, status: 'queued' },
        publishedVersion: 1,
        publishing: true,
      });

      releases.shift()?.();
      await expect.poll(() => calls.length).toBe(2);
      releases.shift()?.();
      await expect.poll(() => calls.length).toBe(3);
      releases.shift()?.();
      await api.platform.idle();

      expect(overlapped).toBe(false);
      expect(calls).toEqual([
        { subdomain: 'horizon', color: '#111111', name: 'Horizon Travel Co.' },
        { subdomain: 'horizon', color: '#111111', name: 'Break the build' },
        { subdomain: 'horizon', color: '#333333', name: 'Fixed' },
      ]);
      expect(await status()).toEqual([
        [4, 'published', null],
        [3, 'failed', 'astro build failed: page /about did not render'],
        [2, 'published', null],
        [1, 'published', null],
      ]);
      const after = await api.call('/api/agency/settings/publish-status', { token: owner });
      expect(after.body.data.publishedVersion).toBe(4);
    } finally {
      await api.close();
    }
  });

  it('without a publisher saves stay queued', async () => {
    const api = await startApi();
    try {
      const owner = await api.login('owner@horizon.test');
      await put(
        api,
        'payment',
        { baseVersion: 1, agency: { currentPaymentGateway: 'Adyen' } },
        { token: owner },
      );
      await api.platform.idle();
      const polled = await api.call('/api/agency/settings/publish-status', { token: owner });
      expect(polled.body.data).toMatchObject({
        latest: { number: 2, status: 'queued' },
        publishedVersion: 1,
        publishing: false,
      });
    } finally {
      await api.close();
    }
  });

  it('a version left queued by a stopped API is published on the next start', async () => {
    const first = await startApi();
    const owner = await first.login('owner@horizon.test');
    await put(
      first,
      'payment',
      { baseVersion: 1, agency: { currentPaymentGateway: 'Adyen' } },
      { token: owner },
    );
    await first.close();
    const published: string[] = [];
    const second = await startApi({
      databaseFile: first.databaseFile,
      publish: async (_subdomain, config) => {
        published.push(config.agency.currentPaymentGateway ?? '');
      },
    });
    try {
      await second.platform.idle();
      expect(published).toEqual(['Adyen']);
    } finally {
      await second.close();
    }
  });
});

describe('migration 11 and the onboarding files', () => {
  it('gives the agencies of an older database their config as version 1, published', () => {
    const db = openDatabase(`${tempDir()}/v10.sqlite`);
    try {
      migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version <= 10),
      );
      db.exec(`
        INSERT INTO agencies (id, subdomain, config_file, config_json, updated_at)
          VALUES (7, 'horizon', 'horizon.json', '{"agency":{"agencyName":"H","subdomain":"horizon"}}', '2026-01-01');
      `);
      expect(migrate(db)).toEqual([11]);
      expect(
        db
          .prepare(
            'SELECT agency_id, number, config_json, source, status, changes_json FROM agency_config_versions',
          )
          .all()
          .map((row) => ({ ...row })),
      ).toEqual([
        {
          agency_id: 7,
          number: 1,
          config_json: '{"agency":{"agencyName":"H","subdomain":"horizon"}}',
          source: 'file',
          status: 'published',
          changes_json: '[]',
        },
      ]);
    } finally {
      db.close();
    }
  });

  it('a changed file is the next version until the agency saves; then the saved version wins', async () => {
    const configDir = tempDir();
    cpSync(CONFIG_DIR, configDir, { recursive: true });
    const editFile = (name: string) => {
      const path = join(configDir, 'horizon.json');
      const config = JSON.parse(readFileSync(path, 'utf8'));
      config.agency.agencyName = name;
      writeFileSync(path, JSON.stringify(config));
    };
    const first = await startApi({ configDir });
    await first.close();
    editFile('Horizon From The File');
    const second = await startApi({ configDir, databaseFile: first.databaseFile });
    try {
      const owner = await second.login('owner@horizon.test');
      expect((await second.call('/api/agency')).body.agencyName).toBe('Horizon From The File');
      const history = await second.call('/api/agency/settings/versions', { token: owner });
      expect(history.body.data[0]).toMatchObject({
        number: 2,
        source: 'file',
        changes: ['agency.agencyName'],
        status: 'published',
      });
      const saved = await put(
        second,
        'website',
        { baseVersion: 2, agency: { agencyName: 'Horizon From The Settings' } },
        { token: owner },
      );
      expect(saved.status).toBe(200);
    } finally {
      await second.close();
    }
    editFile('Horizon Edited Again In The File');
    const third = await startApi({ configDir, databaseFile: first.databaseFile });
    try {
      expect((await third.call('/api/agency')).body.agencyName).toBe('Horizon From The Settings');
      expect(third.logs).toContainEqual(
        expect.stringMatching(
          /^warn: horizon\.json changed, but agency "horizon" has saved its settings since \(version 3\)/,
        ),
      );
    } finally {
      await third.close();
    }
  });
});
