// Issue 17 "Hostile configs": config text written to break the generator, escape the config folder
// or fool a person reading it. Each case is refused at the JSON path to change, with a message a
// person understands. Cases that need files (symbolic links, images, pipes) are in
// ../node/hostileAssets.test.ts; the build keeping other agencies is scripts/test/hostileBuild.test.ts.
import { describe, expect, it } from 'vitest';
import { BOOKING_TYPE_TITLES } from '../schemas/bookingTypes.ts';
import {
  type ConfigProblem,
  MAX_PROBLEMS,
  validateConfigBytes,
  validateConfigText,
} from './validateConfig.ts';

type Json = Record<string, unknown>;

const base = (): Json => ({
  agency: { agencyName: 'Test Travel', subdomain: 'test', contactEmailId: 'help@test.example' },
  about: { isEnabled: false },
  faq: { isEnabled: false, questions: [] },
});

const withAgency = (fields: Json) => {
  const config = base();
  config.agency = { ...(config.agency as Json), ...fields };
  return JSON.stringify(config);
};
const withTop = (fields: Json) => JSON.stringify({ ...base(), ...fields });
/** A config with the About page on, so about.* fields are in play. */
const withAbout = (fields: Json) =>
  JSON.stringify({
    ...base(),
    agency: { ...(base().agency as Json), isAbousUsEnable: true },
    about: { isEnabled: true, title: 'About', content: '<p>Hi</p>', ...fields },
  });
const withFaq = (questions: unknown, extra: Json = {}) =>
  JSON.stringify({
    ...base(),
    agency: { ...(base().agency as Json), isFaqEnable: true },
    faq: { isEnabled: true, questions, ...extra },
  });
const route = (depth: number): Json =>
  depth === 0
    ? { label: 'Leaf', path: '/leaf', read: true }
    : { label: `L${depth}`, path: `/l${depth}`, read: true, subMenu: [route(depth - 1)] };
const text = (length: number, char = 'x') => char.repeat(length);

interface Case {
  kind: string;
  name: string;
  text: string;
  path: string;
  message: RegExp;
}

const SUBDOMAIN = 'agency.subdomain';
const DNS = /^expected a DNS label/;

/** Each hostile config, grouped by the kind of attack (the counts go to docs/reliability.md). */
const HOSTILE: Case[] = [
  // Path traversal and other non-labels in the subdomain: it names the output folder.
  ...(
    [
      ['../x', /"\." would make it two labels/],
      ['x/..', /"\/" is not allowed/],
      ['..', /"\." would make it two labels/],
      ['%2e%2e', /"%" is not allowed/],
      ['..%2fetc', /"\." would make it two labels/],
      ['x\\y', /"\\" is not allowed/],
      ['/etc', /"\/" is not allowed/],
      ['C:\\sites', /use lower case/],
      ['horizon/../dormant', /"\/" is not allowed/],
      ['www.horizon', /"\." would make it two labels/],
      ['', /it is empty/],
      [' horizon', /" " is not allowed/],
      ['_shell', /"_" is not allowed/],
      ['horizon\u0000', /control character U\+0000 \(NUL\)/],
      ['hori\nzon', /control character U\+000A \(LINE FEED\)/],
    ] as const
  ).map(([subdomain, message]) => ({
    kind: 'path traversal in the subdomain',
    name: JSON.stringify(subdomain),
    text: withAgency({ subdomain }),
    path: SUBDOMAIN,
    message,
  })),
  // Homoglyph, IDN and punycode subdomains: an address that looks like another agency's.
  ...(
    [
      ['h\u0430rizon', 'Cyrillic "а"', /"а" \(U\+0430\) is not a letter a-z: look-alike letters/],
      ['horiz\u03bfn', 'Greek "ο"', /"ο" \(U\+03BF\) is not a letter a-z/],
      ['\uff48orizon', 'full-width "ｈ"', /"ｈ" \(U\+FF48\) is not a letter a-z/],
      ['hori\u200bzon', 'zero-width space', /the character U\+200B is not a letter a-z/],
      ['xn--hrizon-3ve', 'punycode', /punycode \("xn--"\) names are refused/],
      ['xn--80ak6aa92e', 'punycode of Cyrillic "apple"', /punycode/],
      ['ab--horizon', 'reserved "--"', /reserved for encoded names/],
      ['Horizon', 'upper case', /use lower case/],
      ['-horizon', 'leading hyphen', DNS],
      ['horizon-', 'trailing hyphen', DNS],
      [text(300, 'a'), '300 characters', /it has 300 characters/],
    ] as const
  ).map(([subdomain, name, message]) => ({
    kind: 'homoglyph, IDN or malformed subdomain',
    name,
    text: withAgency({ subdomain }),
    path: SUBDOMAIN,
    message,
  })),
  // Path traversal and schemes in image paths: the build copies these files into the site.
  ...(
    [
      ['logo', '../../etc/passwd', /"\.\." would leave the config folder/],
      ['favicon', '../other-agency/favicon.svg', /"\.\." would leave the config folder/],
      ['logo', '/etc/passwd', /an absolute path would leave the config folder/],
      ['logoMobile', '..\\..\\windows\\win.ini', /use "\/" between folders, not "\\"/],
      ['logo', '\\\\server\\share\\logo.png', /use "\/" between folders/],
      ['logo', '%2e%2e/%2e%2e/etc/passwd.png', /"%" is not allowed: percent-encoded/],
      ['logoMobile', 'file:///etc/passwd', /"file:" addresses are not allowed/],
      ['logo', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', /"data:" addresses are not allowed/],
      ['favicon', 'C:/Windows/favicon.ico', /"C:" addresses are not allowed/],
      ['logo', '//evil.example/logo.png', /a URL without http: or https: is not allowed/],
      ['logo', 'assets/logo.html', /expected an image file ending in \.png/],
      ['logo', 'assets/.git/logo.png', /hidden files and folders/],
      ['logo', 'assets//logo.png', /empty or "\." folder names/],
      ['logo', './assets/logo.png', /empty or "\." folder names/],
      ['logo', 'assets/logo.png?v=1', /"\?" and "#" are not allowed/],
      ['favicon', 'assets/logo.svg\u0000.png', /control character U\+0000 \(NUL\)/],
      ['logo', `assets/${text(300)}.png`, /a path is limited to 255 characters/],
      ['logo', 'https://evil.example/\nlogo.png', /U\+000A \(LINE FEED\), which a browser/],
      ['logo', `https://cdn.example/${text(3000)}.png`, /a URL is limited to 2048 characters/],
    ] as const
  ).map(([field, ref, message]) => ({
    kind: 'path traversal or scheme in an image path',
    name: `${field} ${JSON.stringify(ref.slice(0, 40))}`,
    text: withAgency({ [field]: ref }),
    path: `agency.${field}`,
    message,
  })),
  {
    kind: 'path traversal or scheme in an image path',
    name: 'about image "../../../etc/shadow.png"',
    text: withAbout({ image: '../../../etc/shadow.png' }),
    path: 'about.image',
    message: /"\.\." would leave the config folder/,
  },
  // Every limit on strings and arrays, one past it.
  ...(
    [
      ['agency.agencyName', withAgency({ agencyName: text(121) }), /at most 120 characters/],
      ['agency.agencyName', withAgency({ agencyName: text(900_000) }), /at most 120 characters/],
      [
        'agency.metaData.title',
        withAgency({ metaData: { title: text(121) } }),
        /^must be at most 120 characters \(got 121\)$/,
      ],
      [
        'agency.metaData.description',
        withAgency({ metaData: { description: text(321) } }),
        /at most 320 characters \(got 321\)/,
      ],
      [
        'agency.metaData.keywords',
        withAgency({ metaData: { keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) } }),
        /^must have at most 50 items \(got 51\)$/,
      ],
      [
        'agency.metaData.keywords[0]',
        withAgency({ metaData: { keywords: [text(61)] } }),
        /at most 60 characters/,
      ],
      ['agency.addressLine1', withAgency({ addressLine1: text(201) }), /at most 200 characters/],
      ['agency.city', withAgency({ city: text(101) }), /at most 100 characters/],
      ['agency.zipCode', withAgency({ zipCode: text(21) }), /at most 20 characters/],
      [
        'agency.currentPaymentGateway',
        withAgency({ currentPaymentGateway: text(61) }),
        /at most 60 characters/,
      ],
      [
        'agency.aboutUsEnableTitle',
        withAgency({ aboutUsEnableTitle: text(61) }),
        /at most 60 characters/,
      ],
      [
        'agency.contactPhoneNumber',
        withAgency({ contactPhoneNumber: `+1 ${'5'.repeat(30)}` }),
        /phone number/,
      ],
      [
        'agency.analytics.googleAnalyticsId',
        withAgency({ analytics: { isEnabled: true, googleAnalyticsId: `G-${text(60, 'A')}` } }),
        /at most 40 characters/,
      ],
      [
        'agency.privacyPolicy',
        withAgency({ privacyPolicy: text(200_001) }),
        /limited to 200,000 characters/,
      ],
      [
        'agency.disclaimer',
        withAgency({ disclaimer: text(200_001) }),
        /limited to 200,000 characters/,
      ],
      [
        'agency.bookingMenuItemOptions',
        withAgency({
          bookingMenuItemOptions: [...BOOKING_TYPE_TITLES, 'Hotels'].map((title) => ({ title })),
        }),
        /at most once/,
      ],
      ['about.content', withAbout({ content: text(200_001) }), /200,000 characters/],
      ['about.title', withAbout({ title: text(121) }), /at most 120 characters/],
      [
        'faq.questions',
        withFaq(Array.from({ length: 201 }, () => ({ question: 'Why?', answer: 'Because.' }))),
        /must have at most 200 items \(got 201\)/,
      ],
      [
        'faq.questions[0].question',
        withFaq([{ question: text(501), answer: 'x' }]),
        /limited to 500 characters/,
      ],
      [
        'faq.questions[0].answer',
        withFaq([{ question: 'Why?', answer: text(200_001) }]),
        /200,000 characters/,
      ],
      ['faq.headerMessage', withFaq([], { headerMessage: text(201) }), /at most 200 characters/],
      [
        'navigation.header',
        withTop({
          navigation: {
            header: Array.from({ length: 21 }, (_, i) => ({ label: `L${i}`, path: `/p${i}` })),
          },
        }),
        /must have at most 20 items \(got 21\)/,
      ],
      [
        'navigation.agent',
        withTop({ navigation: { agent: Array.from({ length: 41 }, () => route(0)) } }),
        /at most 40 items/,
      ],
      [
        'navigation.agent[0].subMenu',
        withTop({
          navigation: {
            agent: [{ ...route(0), subMenu: Array.from({ length: 31 }, () => route(0)) }],
          },
        }),
        /at most 30 items/,
      ],
      [
        'navigation.header[0].label',
        withTop({ navigation: { header: [{ label: text(61), path: '/x' }] } }),
        /at most 60 characters/,
      ],
      [
        'navigation.header[0].path',
        withTop({ navigation: { header: [{ label: 'X', path: `/${text(600)}` }] } }),
        /limited to 500 characters/,
      ],
      [
        'languages',
        withTop({ languages: ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv', 'en'] }),
        /list at most 9 languages/,
      ],
      [
        'currencies',
        withTop({ currencies: Array.from({ length: 201 }, () => 'USD') }),
        /list at most 200 currencies/,
      ],
      [
        'defaultLocation.name',
        withTop({
          defaultLocation: { name: text(101), latitude: 0, longitude: 0, countryCode: 'US' },
        }),
        /at most 100 characters/,
      ],
      [
        'remotes.main',
        withTop({ remotes: { main: `https://remote.example/${text(2100)}` } }),
        /a URL is limited to 2048 characters/,
      ],
      ['$schema', withTop({ $schema: text(501) }), /at most 500 characters/],
    ] as const
  ).map(([path, configText, message]) => ({
    kind: 'huge string or array',
    name: `${path} one past its limit`,
    text: configText,
    path,
    message,
  })),
  {
    kind: 'huge string or array',
    name: 'a file of unknown keys lists 50 problems and counts the rest',
    text: `{"agency":{"agencyName":"X","subdomain":"x"},${Array.from({ length: 20_000 }, (_, i) => `"k${i}":0`).join(',')}}`,
    path: '$',
    message: /^19,?950 more problems not listed$/,
  },
  // Deep nesting: a recursive reader would exhaust its stack.
  ...(
    [
      ['65 nested arrays', `{"agency":${'['.repeat(65)}${']'.repeat(65)}}`],
      [
        '65 nested objects under an unknown key',
        `{"agency":{},"x":${'{"a":'.repeat(65)}1${'}'.repeat(65)}}`,
      ],
      ['100,000 nested objects', `{"x":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`],
      ['sub-menus 40 deep', withTop({ navigation: { agent: [route(40)] } })],
      ['unclosed nesting', `{"agency":${'['.repeat(10_000)}`],
    ] as const
  ).map(([name, configText]) => ({
    kind: 'deep nesting',
    name,
    text: configText,
    path: '$',
    message: /^nested deeper than 64 levels$/,
  })),
  // NUL and control characters in text fields and keys.
  ...(
    [
      ['agency.agencyName', withAgency({ agencyName: 'Test\u0000Travel' }), /U\+0000 \(NUL\)/],
      [
        'agency.agencyName',
        withAgency({ agencyName: 'Test \u001b[31mTravel' }),
        /control character U\+001B \(ESC\): remove it/,
      ],
      [
        'agency.agencyName',
        withAgency({ agencyName: 'Travel \u202eoc.evil' }),
        /invisible bidirectional control character U\+202E \(RIGHT-TO-LEFT OVERRIDE\)/,
      ],
      [
        'agency.addressLine1',
        withAgency({ addressLine1: '1 Main\u007f St' }),
        /U\+007F \(DELETE\)/,
      ],
      [
        'agency.city',
        withAgency({ city: 'Miami\ud800' }),
        /broken character \(lone UTF-16 surrogate U\+D800\)/,
      ],
      [
        'agency.metaData.keywords[0]',
        withAgency({ metaData: { keywords: ['beach\u2066'] } }),
        /bidirectional control character U\+2066/,
      ],
      ['about.content', withAbout({ content: '<p>Hi\u0007</p>' }), /U\+0007 \(BEL\)/],
      [
        'faq.questions[0].answer',
        withFaq([{ question: 'Why?', answer: 'Because\u0085.' }]),
        /control character U\+0085/,
      ],
      ['agency.privacyPolicy', withAgency({ privacyPolicy: '<p>\u0008</p>' }), /BACKSPACE/],
      [
        'agency["agency\\u0000Name"]',
        '{"agency":{"agencyName":"X","subdomain":"x","agency\\u0000Name":"Y"}}',
        /^key contains the control character U\+0000 \(NUL\): remove it$/,
      ],
      [
        'agency["city\\n"]',
        '{"agency":{"agencyName":"X","subdomain":"x","city\\n":"Y"}}',
        /^key contains the control character U\+000A \(LINE FEED\)/,
      ],
      ['agency.agencyName', withAgency({ agencyName: 'Test\nTravel' }), /must be one line/],
      ['about.title', withAbout({ title: 'About\tus' }), /must be one line/],
      [
        'navigation.header[0].label',
        withTop({ navigation: { header: [{ label: 'Deals\rOffers', path: '/x' }] } }),
        /must be one line/,
      ],
      ['agency.facebook', withAgency({ facebook: 'https://face\tbook.com/x' }), /U\+0009 \(TAB\)/],
      [
        '$',
        '{"agency":{"agencyName":"raw\u0001control","subdomain":"x"}}',
        /invalid JSON: invalid character in a string/,
      ],
    ] as const
  ).map(([path, configText, message], index) => ({
    kind: 'NUL or control character',
    name: `${path} #${index}`,
    text: configText,
    path,
    message,
  })),
  // Duplicate keys: JSON.parse keeps the last one silently.
  ...(
    [
      [
        'agency.subdomain',
        '{"agency":{"agencyName":"X","subdomain":"horizon","subdomain":"evil"}}',
      ],
      ['agency', '{"agency":{"agencyName":"X","subdomain":"x"},"agency":{"agencyName":"Y"}}'],
      [
        'faq.questions[1].answer',
        '{"agency":{"agencyName":"X","subdomain":"x"},"faq":{"questions":[{"question":"a","answer":"b"},{"question":"c","answer":"d","answer":"<script>"}]}}',
      ],
      ['agency.subdomain', '{"agency":{"agencyName":"X","subdomain":"x","sub\\u0064omain":"y"}}'],
      ['__proto__', '{"__proto__":{},"agency":{"agencyName":"X","subdomain":"x"},"__proto__":{}}'],
      [
        'agency.sso.isSSOEnabled',
        '{"agency":{"agencyName":"X","subdomain":"x","sso":{"isSSOEnabled":false,"isSSOEnabled":true}}}',
      ],
    ] as const
  ).map(([path, configText]) => ({
    kind: 'duplicate key',
    name: path,
    text: configText,
    path,
    message:
      /^key "[\w_]+" appears twice in the same object \(first on line 1\): JSON keeps only the last/,
  })),
  // Numbers out of range.
  ...(
    [
      ['defaultLocation.latitude', '1e400', /^number is too large/],
      ['defaultLocation.latitude', '90.0001', /^must be at most 90, got 90\.0001$/],
      ['defaultLocation.longitude', '-181', /^must be at least -180, got -181$/],
      ['defaultLocation.latitude', '9007199254740993', /must be at most 90/],
      ['defaultLocation.latitude', '"40.7"', /^expected number, got "40\.7"$/],
    ] as const
  ).map(([path, raw, message]) => {
    const field = path.split('.')[1] as string;
    const location: Json = { name: 'X', latitude: 0, longitude: 0, countryCode: 'US' };
    location[field] = '__NUMBER__';
    // The number as written in the file (JSON.stringify would turn 1e400 into null).
    const configText = withTop({ defaultLocation: location }).replace('"__NUMBER__"', raw);
    return {
      kind: 'number out of range',
      name: `${path} = ${raw}`,
      text: configText,
      path,
      message,
    };
  }),
  // Wrong types at every level.
  ...(
    [
      ['$', '"agency"', /expected a JSON object/],
      ['$', '42', /expected a JSON object/],
      ['agency', withTop({ agency: [] }), /^expected object, got an array$/],
      ['agency', withTop({ agency: 'horizon' }), /^expected object, got "horizon"$/],
      ['about', withTop({ about: null }), /^expected object, got null$/],
      ['faq.questions', withTop({ faq: { questions: {} } }), /^expected array, got an object$/],
      ['faq.questions[0]', withFaq(['Why?']), /^expected object, got "Why\?"$/],
      [
        'agency.bookingMenuItemOptions[0].active',
        withAgency({ bookingMenuItemOptions: [{ title: 'Hotels', active: 'true' }] }),
        /^expected boolean, got "true"$/,
      ],
      [
        'navigation.agent[0].subMenu',
        withTop({ navigation: { agent: [{ ...route(0), subMenu: 'none' }] } }),
        /^expected array, got "none"$/,
      ],
      ['languages', withTop({ languages: 'en' }), /^expected array, got "en"$/],
      ['agency.sso', withAgency({ sso: true }), /^expected object, got boolean true$/],
      [
        'agency.analytics.isEnabled',
        withAgency({ analytics: { isEnabled: 1 } }),
        /^expected boolean, got number 1$/,
      ],
      [
        'agency.metaData.keywords',
        withAgency({ metaData: { keywords: 'beach, sun' } }),
        /^expected array, got "beach/,
      ],
      ['agency.subdomain', withAgency({ subdomain: ['x'] }), /^expected string, got an array$/],
    ] as const
  ).map(([path, configText, message]) => ({
    kind: 'wrong type',
    name: path,
    text: configText,
    path,
    message,
  })),
  // Unknown and prototype keys: never merged, never reaching a prototype.
  ...(
    [
      ['agency.constructor', withAgency({ constructor: { prototype: { polluted: true } } })],
      ['prototype', withTop({ prototype: {} })],
      ['agency.toString', withAgency({ toString: 'x' })],
      ['__proto__', '{"__proto__":{"polluted":true},"agency":{"agencyName":"X","subdomain":"x"}}'],
      [
        'faq.questions[0].__proto__',
        '{"agency":{"agencyName":"X","subdomain":"x"},"faq":{"questions":[{"question":"a","answer":"b","__proto__":{"isAdmin":true}}]}}',
      ],
      ['about.hasOwnProperty', withTop({ about: { isEnabled: false, hasOwnProperty: 1 } })],
      ['agency.Subdomain', withAgency({ Subdomain: 'evil' })],
      ['agency.script', withAgency({ script: '<script>alert(1)</script>' })],
    ] as const
  ).map(([path, configText]) => ({
    kind: 'unknown or prototype key',
    name: path,
    text: configText,
    path,
    message: /^unknown key( \(did you mean "\w+"\?\))?$/,
  })),
];

/** Bytes that are not a UTF-8 config, checked on the way in (never replaced with U+FFFD). */
const encoder = new TextEncoder();
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...encoder.encode(part)] : part)),
  );
const BAD_BYTES: { name: string; bytes: Uint8Array; message: RegExp }[] = [
  {
    name: 'UTF-16 (little-endian BOM)',
    bytes: Uint8Array.from([0xff, 0xfe, ...[...'{}'].flatMap((c) => [c.charCodeAt(0), 0])]),
    message: /^file is UTF-16 text: save it as UTF-8$/,
  },
  {
    name: 'UTF-16 (big-endian BOM)',
    bytes: Uint8Array.from([0xfe, 0xff, 0, 0x7b, 0, 0x7d]),
    message: /UTF-16/,
  },
  {
    name: 'Latin-1 "é" in a name',
    bytes: bytes('{\n "agency": {"agencyName": "Caf', [0xe9], '", "subdomain": "x"}}'),
    message: /^file is not valid UTF-8 \(byte 0xE9\): save it as UTF-8$/,
  },
  {
    name: 'overlong "/" (0xC0 0xAF)',
    bytes: bytes('{"agency":{"logo":"..', [0xc0, 0xaf], 'etc"}}'),
    message: /byte 0xC0/,
  },
  {
    name: 'UTF-8-encoded surrogate (CESU-8)',
    bytes: bytes('{"agency":{"agencyName":"', [0xed, 0xa0, 0x80], '"}}'),
    message: /byte 0xED/,
  },
  { name: 'truncated sequence at the end', bytes: bytes('{}', [0xe2, 0x82]), message: /byte 0xE2/ },
  {
    name: 'code point past U+10FFFF',
    bytes: bytes('{"a":"', [0xf4, 0x90, 0x80, 0x80], '"}'),
    message: /byte 0xF4/,
  },
  {
    name: 'two byte order marks',
    bytes: bytes('\ufeff\ufeff{"agency":{}}'),
    message: /^invalid JSON/,
  },
];

function problemsAt(problems: ConfigProblem[], path: string) {
  return problems.filter((problem) => problem.path === path);
}

describe('hostile configs are refused at a JSON path with a clear message (issue 17)', () => {
  it('has at least 80 text-level cases', () => {
    expect(HOSTILE.length + BAD_BYTES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(HOSTILE)('[$kind] $name -> $path', ({ text: configText, path, message }) => {
    const result = validateConfigText(configText);
    expect(result.ok, 'accepted a hostile config').toBe(false);
    const at = problemsAt(result.problems, path);
    expect(at.length, JSON.stringify(result.problems).slice(0, 2000)).toBeGreaterThan(0);
    expect(
      at.some((problem) => message.test(problem.message)),
      JSON.stringify(at).slice(0, 2000),
    ).toBe(true);
    // Never more than a screenful for one file, whatever the input.
    expect(result.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 1);
  });

  it.each(BAD_BYTES)('[encoding] $name -> $', ({ bytes: input, message }) => {
    const result = validateConfigBytes(input);
    expect(result.ok).toBe(false);
    const [problem] = result.problems;
    expect(problem?.path).toBe('$');
    expect(problem?.message).toMatch(message);
  });
});

describe('what the hostile rules leave alone', () => {
  const ok = (configText: string) => {
    const result = validateConfigText(configText);
    expect(result.problems).toEqual([]);
    return result;
  };

  it('accepts a UTF-8 byte order mark and multi-byte text from bytes', () => {
    const result = validateConfigBytes(
      bytes('\ufeff', withAgency({ agencyName: 'Viajes Señor ✈ 東京 مرحبا 🌍' })),
    );
    expect(result.ok && result.config.agency.agencyName).toBe('Viajes Señor ✈ 東京 مرحبا 🌍');
  });

  it('accepts line breaks and tabs in HTML, right-to-left marks in text, brackets in strings', () => {
    ok(withAgency({ privacyPolicy: '<p>\tOne\r\n</p>\n<p>Two</p>' }));
    ok(withAgency({ agencyName: 'سفر\u200f Travel' }));
    ok(withAgency({ disclaimer: '['.repeat(10_000) }));
  });

  it('accepts the same key in different objects, and image paths in sub-folders', () => {
    ok(
      '{"agency":{"agencyName":"X","subdomain":"x","logo":"assets/x/logo.svg","favicon":"assets/x/favicon.ICO"},"about":{"isEnabled":false,"title":"X"}}',
    );
  });

  it('accepts http(s) image URLs with a query, and sub-menus a few levels deep', () => {
    ok(withAgency({ logo: 'https://cdn.example/logo.png?v=2#x' }));
    ok(withTop({ navigation: { agent: [route(5)] } }));
  });

  it('never lets a hostile key reach a prototype', () => {
    for (const { text: configText } of HOSTILE.filter((c) => c.kind.startsWith('unknown'))) {
      validateConfigText(configText);
    }
    expect(({} as Json).polluted).toBeUndefined();
    expect(({} as Json).isAdmin).toBeUndefined();
  });

  it('escapes control and bidirectional characters in the paths and values it prints', () => {
    const result = validateConfigText(
      '{"agency":{"agencyName":"X","subdomain":"x","\\u202eyek":"\\u001b[2J"}}',
    );
    const printed = JSON.stringify(result.problems);
    expect(result.problems[0]?.path).toBe('agency["\\u202eyek"]');
    expect(printed).not.toContain('\u001b');
    expect(printed).not.toContain('\u202e');
  });
});
