import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '../schemas/agency.ts';
import { BOOKING_TYPE_TITLES } from '../schemas/bookingTypes.ts';
import {
  formatPath,
  knownKeysAt,
  validateConfigFiles,
  validateConfigText,
} from './validateConfig.ts';

type Json = Record<string, unknown>;

/** A small valid config; each bad case below changes one thing in it. */
function baseConfig(): Json {
  return {
    agency: {
      agencyName: 'Test Travel',
      subdomain: 'test',
      contactEmailId: 'help@test.example',
    },
    about: { isEnabled: false },
    faq: { isEnabled: false, questions: [] },
  };
}

function withAgency(fields: Json): string {
  const config = baseConfig();
  config.agency = { ...(config.agency as Json), ...fields };
  return JSON.stringify(config, null, 2);
}

function with_(fields: Json): string {
  return JSON.stringify({ ...baseConfig(), ...fields }, null, 2);
}

function problemsOf(text: string) {
  const result = validateConfigText(text);
  expect(result.ok).toBe(false);
  return result.problems;
}

describe('agency config defaults (spec §3)', () => {
  it('fills the spec defaults into a minimal config', () => {
    const result = validateConfigText(with_({}));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { agency } = result.config;
    expect(agency.primaryColor).toBe(DEFAULT_PRIMARY_COLOR);
    expect(agency.primaryColor).toBe('#2c7be5');
    expect(agency.status).toBe('Active');
    // Spec §2.1: all six verticals active by default, in the order of spec §3.
    expect(agency.bookingMenuItemOptions.map((option) => option.title)).toEqual([
      'Hotels',
      'Air Travel',
      'Resorts',
      'Cars',
      'Activities',
      'Cruise',
    ]);
    expect(agency.bookingMenuItemOptions.every((option) => option.active)).toBe(true);
    expect(agency.allowNonLoginFlow).toBe(false);
    expect(agency.sso).toEqual({ isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true });
    expect(result.config.languages).toEqual(['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']);
    expect(result.config.currencies).toEqual(['USD']);
  });

  it('keeps the platform API spelling of fields', () => {
    const result = validateConfigText(withAgency({ isAbousUsEnable: false }));
    expect(result.ok).toBe(true);
    expect(BOOKING_TYPE_TITLES).toContain('Air Travel');
  });

  it('accepts a UTF-8 byte order mark', () => {
    expect(validateConfigText(`\ufeff${with_({})}`).ok).toBe(true);
  });
});

/**
 * Bad input (issue: foundation, "Bad input"): each case names the JSON path and the words of the
 * message a person needs to fix it.
 */
const BAD_CONFIGS: { name: string; text: string; path: string; message: RegExp }[] = [
  { name: 'trailing comma', text: '{\n  "agency": {},\n}', path: '$', message: /invalid JSON/ },
  {
    name: 'unterminated string',
    text: '{ "agency": { "agencyName": "Oops } }',
    path: '$',
    message: /invalid JSON: unterminated string/,
  },
  { name: 'empty file', text: '   \n', path: '$', message: /empty/ },
  { name: 'top-level array', text: '[]', path: '$', message: /JSON object/ },
  { name: 'top-level null', text: 'null', path: '$', message: /JSON object/ },
  {
    name: 'no agency',
    text: '{ "about": { "isEnabled": false } }',
    path: 'agency',
    message: /^required$/,
  },
  {
    name: 'no agency name',
    text: withAgency({ agencyName: undefined }),
    path: 'agency.agencyName',
    message: /required/,
  },
  {
    name: 'blank agency name',
    text: withAgency({ agencyName: '   ' }),
    path: 'agency.agencyName',
    message: /must not be empty/,
  },
  {
    name: 'upper-case subdomain',
    text: withAgency({ subdomain: 'Sunny_Trips' }),
    path: 'agency.subdomain',
    message: /DNS label.*got "Sunny_Trips"/,
  },
  {
    name: 'subdomain ending in a hyphen',
    text: withAgency({ subdomain: 'sunny-' }),
    path: 'agency.subdomain',
    message: /DNS label/,
  },
  {
    name: '64-character subdomain',
    text: withAgency({ subdomain: 'a'.repeat(64) }),
    path: 'agency.subdomain',
    message: /DNS label/,
  },
  {
    name: 'colour that is not CSS',
    text: withAgency({ primaryColor: 'ocean-ish' }),
    path: 'agency.primaryColor',
    message: /CSS colour/,
  },
  {
    name: 'colour as a number',
    text: withAgency({ primaryColor: 0x2c7be5 }),
    path: 'agency.primaryColor',
    message: /expected string, got number/,
  },
  {
    name: 'misspelt key',
    text: withAgency({ primaryColour: '#000000' }),
    path: 'agency.primaryColour',
    message: /unknown key \(did you mean "primaryColor"\?\)/,
  },
  {
    name: 'misspelt top-level key',
    text: with_({ abuot: {} }),
    path: 'abuot',
    message: /did you mean "about"/,
  },
  {
    name: 'unknown key with no near match',
    text: withAgency({ zzzzzzzzzzzz: true }),
    path: 'agency.zzzzzzzzzzzz',
    message: /^unknown key$/,
  },
  {
    name: 'prototype key',
    text: '{ "agency": { "agencyName": "X", "subdomain": "x", "__proto__": { "polluted": true } } }',
    path: 'agency.__proto__',
    message: /unknown key/,
  },
  {
    name: 'no active booking type',
    text: withAgency({
      bookingMenuItemOptions: BOOKING_TYPE_TITLES.map((title) => ({ title, active: false })),
    }),
    path: 'agency.bookingMenuItemOptions',
    message: /at least one booking type must be active/,
  },
  {
    name: 'booking type twice',
    text: withAgency({ bookingMenuItemOptions: [{ title: 'Hotels' }, { title: 'Hotels' }] }),
    path: 'agency.bookingMenuItemOptions[1].title',
    message: /listed twice/,
  },
  {
    name: 'unknown booking type',
    text: withAgency({ bookingMenuItemOptions: [{ title: 'Trains', active: true }] }),
    path: 'agency.bookingMenuItemOptions[0].title',
    message: /expected one of "Hotels"/,
  },
  {
    name: 'script URL as logo',
    text: withAgency({ logo: 'javascript:alert(1)' }),
    path: 'agency.logo',
    message: /http\(s\) URL or a path/,
  },
  {
    name: 'logo path escaping the folder',
    text: withAgency({ logo: '../../etc/passwd' }),
    path: 'agency.logo',
    message: /relative to the config file/,
  },
  {
    name: 'ftp return address',
    text: withAgency({ returnUrl: 'ftp://agency.example/' }),
    path: 'agency.returnUrl',
    message: /absolute http\(s\) URL/,
  },
  {
    name: 'social link that is not a URL',
    text: withAgency({ facebook: 'facebook.com/agency' }),
    path: 'agency.facebook',
    message: /absolute http\(s\) URL/,
  },
  {
    name: 'SSO without direct login and no return address',
    text: withAgency({ sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false } }),
    path: 'agency.returnUrl',
    message: /required when SSO is on/,
  },
  {
    name: 'analytics on without ids',
    text: withAgency({ analytics: { isEnabled: true } }),
    path: 'agency.analytics',
    message: /neither googleAnalyticsId nor facebookAnalyticsId/,
  },
  {
    name: 'malformed Google tag id',
    text: withAgency({ analytics: { isEnabled: true, googleAnalyticsId: 'G-<script>' } }),
    path: 'agency.analytics.googleAnalyticsId',
    message: /Google tag id/,
  },
  {
    name: 'phone shown but missing',
    text: withAgency({ displaySupportPhoneFooter: true }),
    path: 'agency.contactPhoneNumber',
    message: /required when displaySupportPhoneFooter/,
  },
  {
    name: 'address shown but missing',
    text: withAgency({ displayAddressFooter: true, city: 'Miami' }),
    path: 'agency.addressLine1',
    message: /required when displayAddressFooter/,
  },
  {
    name: 'bad e-mail',
    text: withAgency({ contactEmailId: 'help-at-agency' }),
    path: 'agency.contactEmailId',
    message: /e-mail address/,
  },
  {
    name: 'status not known',
    text: withAgency({ status: 'Paused' }),
    path: 'agency.status',
    message: /"Active" or "Inactive"/,
  },
  {
    name: 'About link on but page off',
    text: withAgency({ isAbousUsEnable: true }),
    path: 'about.isEnabled',
    message: /must match agency.isAbousUsEnable/,
  },
  {
    name: 'About page on without content',
    text: JSON.stringify({
      ...baseConfig(),
      agency: { ...(baseConfig().agency as Json), isAbousUsEnable: true },
      about: { isEnabled: true, title: 'About' },
    }),
    path: 'about.content',
    message: /required when the About page is enabled/,
  },
  {
    name: 'FAQ page on but link off',
    text: with_({ faq: { isEnabled: true, questions: [] } }),
    path: 'faq.isEnabled',
    message: /must match agency.isFaqEnable/,
  },
  {
    name: 'unsupported language',
    text: with_({ languages: ['en', 'xx'] }),
    path: 'languages[1]',
    message: /supported languages/,
  },
  {
    name: 'language listed twice',
    text: with_({ languages: ['en', 'en'] }),
    path: 'languages',
    message: /each language once/,
  },
  {
    name: 'currency that is not ISO 4217',
    text: with_({ currencies: ['USD', 'EURO'] }),
    path: 'currencies[1]',
    message: /ISO 4217/,
  },
  {
    name: 'no US dollar',
    text: with_({ currencies: ['EUR'] }),
    path: 'currencies',
    message: /must include "USD"/,
  },
  {
    name: 'partner agency without MXN',
    text: JSON.stringify({
      ...baseConfig(),
      agency: { ...(baseConfig().agency as Json), isAgencyClaro: true },
      languages: ['es'],
    }),
    path: 'currencies',
    message: /must include "MXN"/,
  },
  {
    name: 'latitude off the globe',
    text: with_({ defaultLocation: { name: 'X', latitude: 200, longitude: 0, countryCode: 'US' } }),
    path: 'defaultLocation.latitude',
    message: /./,
  },
  {
    name: 'navigation path without a slash',
    text: with_({ navigation: { agent: [{ label: 'Home', path: 'dashboard', read: true }] } }),
    path: 'navigation.agent[0].path',
    message: /site path starting with "\/"/,
  },
  {
    name: 'oversized HTML',
    text: withAgency({ privacyPolicy: `<p>${'x'.repeat(200_001)}</p>` }),
    path: 'agency.privacyPolicy',
    message: /200,000 characters/,
  },
  {
    name: 'file over a megabyte',
    text: `{"agency":{},"pad":"${'x'.repeat(1_000_001)}"}`,
    path: '$',
    message: /larger than/,
  },
];

describe('bad configs get a precise message at a JSON path (issue: foundation, "Bad input")', () => {
  it('has at least 20 cases', () => {
    expect(BAD_CONFIGS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(BAD_CONFIGS)('$name -> $path', ({ text, path, message }) => {
    const problems = problemsOf(text);
    const match = problems.find((problem) => problem.path === path);
    expect(match, JSON.stringify(problems)).toBeDefined();
    expect(match?.message).toMatch(message);
  });

  it('never lets a __proto__ key reach a prototype', () => {
    validateConfigText(
      '{ "__proto__": { "polluted": true }, "agency": { "__proto__": { "polluted": true } } }',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('survives deeply nested JSON without a stack overflow', () => {
    const depth = 50_000;
    const text = `{"agency":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(() => validateConfigText(text)).not.toThrow();
    expect(validateConfigText(text).problems).toEqual([
      { path: '$', message: 'nested deeper than 64 levels' },
    ]);
  });

  it('points at the line and column of a JSON syntax error', () => {
    const [problem] = problemsOf('{\n  "agency": {\n    "agencyName": "X",\n  }\n}');
    expect(problem).toMatchObject({ path: '$', line: 4, column: 3 });
  });

  it('points at the line of the offending key', () => {
    const problems = problemsOf(withAgency({ primaryColor: 'nope' }));
    expect(problems[0]).toMatchObject({ path: 'agency.primaryColor', line: 6 });
  });
});

describe('validateConfigFiles (rules across files)', () => {
  it('rejects a subdomain used by two files and names the first owner', () => {
    const [first, second] = validateConfigFiles([
      { name: 'a.json', text: with_({}) },
      { name: 'b.json', text: with_({}) },
    ]);
    expect(first?.result.ok).toBe(true);
    expect(second?.result.problems).toEqual([
      { path: 'agency.subdomain', message: 'subdomain "test" is already used by a.json' },
    ]);
  });
});

describe('path helpers', () => {
  it('formats JSON paths the way the CLI prints them', () => {
    expect(formatPath([])).toBe('$');
    expect(formatPath(['faq', 'questions', 2, 'question'])).toBe('faq.questions[2].question');
    expect(formatPath(['agency', 'odd key'])).toBe('agency["odd key"]');
  });

  it('knows the keys at a path for typo hints', () => {
    expect(knownKeysAt(['agency'])).toContain('isAbousUsEnable');
    expect(knownKeysAt(['faq', 'questions', 0])).toEqual(['question', 'answer']);
  });
});
