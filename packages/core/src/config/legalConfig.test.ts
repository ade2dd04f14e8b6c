// Issue 14 item 4: the config fields of the shell's terms and cancellation policy pages (spec
// §2.1) and the agency id their agency terms page answers at. Agency HTML is stored as written
// and sanitised on its way into a page (ui sanitizeAgencyHtml); here: shape, limits, messages.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../node/configFiles.ts';
import { validateConfigFiles, validateConfigText } from './validateConfig.ts';

type Json = Record<string, unknown>;

const config = (fields: Json = {}, agency: Json = {}) =>
  JSON.stringify(
    {
      agency: { agencyName: 'Test Travel', subdomain: 'test', ...agency },
      ...fields,
    },
    null,
    2,
  );

function problems(text: string) {
  const result = validateConfigText(text);
  expect(result.ok).toBe(false);
  return result.problems;
}

const HOSTILE =
  '<p>Fees apply.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

describe('terms and cancellation policy fields (spec §2.1)', () => {
  it('default to no content, so a minimal config stays valid', () => {
    const result = validateConfigText(config());
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.config.termsAndConditions).toEqual({});
    expect(result.config.cancellationPolicy).toEqual({ cruiseLines: {} });
    expect(result.config.agency.id).toBeUndefined();
  });

  it('accept every page of spec §2.1: user and agency terms, the general policy, five lines', () => {
    const result = validateConfigText(
      config(
        {
          termsAndConditions: { user: '<p>User terms</p>', agency: '<p>Agency terms</p>' },
          cancellationPolicy: {
            content: '<p>General</p>',
            cruiseLines: {
              'royal-caribbean': '<p>RC</p>',
              carnival: '<p>CCL</p>',
              mcl: '<p>MSC</p>',
              celebrity: '<p>X</p>',
              disney: '<p>DCL</p>',
            },
          },
        },
        { id: 1042 },
      ),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.config.agency.id).toBe(1042);
    expect(result.config.termsAndConditions.agency).toBe('<p>Agency terms</p>');
    expect(result.config.cancellationPolicy.cruiseLines.mcl).toBe('<p>MSC</p>');
  });

  it('store hostile HTML as written: it is the page that sanitises it (one sanitiser, ui)', () => {
    const result = validateConfigText(
      config({
        termsAndConditions: { user: HOSTILE },
        cancellationPolicy: { content: HOSTILE, cruiseLines: { disney: HOSTILE } },
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.config.cancellationPolicy.cruiseLines.disney).toBe(HOSTILE);
  });

  it.each([
    ['termsAndConditions.user', { termsAndConditions: { user: 'x'.repeat(200_001) } }],
    ['termsAndConditions.agency', { termsAndConditions: { agency: 'x'.repeat(200_001) } }],
    ['cancellationPolicy.content', { cancellationPolicy: { content: 'x'.repeat(200_001) } }],
    [
      'cancellationPolicy.cruiseLines["royal-caribbean"]',
      { cancellationPolicy: { cruiseLines: { 'royal-caribbean': 'x'.repeat(200_001) } } },
    ],
  ])('reject %s past 200,000 characters as <file>: <json.path>: <message>', (path, fields) => {
    const [problem] = problems(config(fields));
    if (!problem) throw new Error('no problem reported');
    expect(problem.path).toBe(path);
    expect(formatProblem('agency-configs/test.json', problem)).toBe(
      `agency-configs/test.json: ${path}: HTML content is limited to 200,000 characters (line ${problem.line}, column ${problem.column})`,
    );
    expect(problem.line).toBeGreaterThan(1);
  });

  it('point at an unknown cruise line, with the line it likely means', () => {
    const [problem] = problems(
      config({ cancellationPolicy: { cruiseLines: { 'royal-carribean': '<p>x</p>' } } }),
    );
    expect(problem?.path).toBe('cancellationPolicy.cruiseLines["royal-carribean"]');
    expect(problem?.message).toBe('unknown key (did you mean "royal-caribbean"?)');
  });

  it('refuse control characters in the HTML, like the policies', () => {
    const [problem] = problems(config({ termsAndConditions: { user: '<p>\u0008</p>' } }));
    expect(problem?.path).toBe('termsAndConditions.user');
    expect(problem?.message).toMatch(/BACKSPACE/);
  });
});

describe('agency id (spec §2.1 /agency-terms-and-conditions/{id})', () => {
  it.each([
    [0, /positive whole number/],
    [-3, /positive whole number/],
    [10.5, /^expected int, got number 10\.5$/],
    ['1042', /^expected number, got "1042"$/],
    [2_147_483_648, /at most 2147483647/],
  ])('refuses %j', (id, message) => {
    const [problem] = problems(config({}, { id }));
    expect(problem?.path).toBe('agency.id');
    expect(problem?.message).toMatch(message);
  });

  it('belongs to one agency: a second file with the same id names the first', () => {
    const [first, second] = validateConfigFiles([
      { name: 'a.json', text: config({}, { id: 7 }) },
      { name: 'b.json', text: config({}, { id: 7, subdomain: 'other' }) },
    ]);
    expect(first?.result.ok).toBe(true);
    expect(second?.result.problems).toEqual([
      { path: 'agency.id', message: 'id 7 is already used by a.json' },
    ]);
  });
});
