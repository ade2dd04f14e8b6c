import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { CONFIG_DIR, configFilesIn, SCHEMA_FILE } from '../lib/configFiles.ts';
import { runScript, tempDir } from './cli.ts';

const DEMOS = ['dormant', 'horizon', 'nordlys', 'solmar'];

/** A copy of the demo configs (and their images) that a test may break. */
function copyOfConfigs(): string {
  const dir = tempDir('configs');
  cpSync(CONFIG_DIR, dir, { recursive: true });
  return dir;
}

// biome-ignore lint/suspicious/noExplicitAny: tests reach into arbitrary config JSON.
function edit(file: string, change: (config: Record<string, any>) => void): void {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  change(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
}

function expectNoStackTrace(output: string): void {
  expect(output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
}

describe('npm run agency -- validate (DESIGN.md §3 contract)', () => {
  it('accepts every demo config and skips the JSON Schema beside them', () => {
    const files = [...configFilesIn(CONFIG_DIR), SCHEMA_FILE];
    const result = runScript('agency.ts', ['validate', ...files]);
    expect(result.stdout).toContain('agency.schema.json: skipped');
    for (const demo of DEMOS) expect(result.stdout).toContain(`${demo}.json: ok (${demo})`);
    expect(result.stdout).toMatch(/4 configs valid/);
    expect(result.status).toBe(0);
  });

  it('prints <file>: <json.path>: <message> and exits non-zero for a broken copy', () => {
    const dir = copyOfConfigs();
    const file = join(dir, 'horizon.json');
    edit(file, (config) => {
      config.agency.primaryColor = 'not-a-colour';
      config.faq.questions[0].answer = 42;
    });
    const result = runScript('agency.ts', ['validate', file]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(
        `^${file}: agency\\.primaryColor: expected a CSS colour.*\\(line \\d+, column \\d+\\)$`,
        'm',
      ),
    );
    expect(result.stdout).toMatch(
      new RegExp(`^${file}: faq\\.questions\\[0\\]\\.answer: expected string`, 'm'),
    );
    expectNoStackTrace(result.stdout + result.stderr);
  });

  it('reports invalid JSON with its line and column, without a stack trace', () => {
    const dir = tempDir('bad-json');
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{\n  "agency": {\n    "agencyName": "Broken",\n  }\n}\n');
    const result = runScript('agency.ts', ['validate', file]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `${file}: $: invalid JSON: expected a property name in double quotes (line 4, column 3)`,
    );
    expectNoStackTrace(result.stdout + result.stderr);
  });

  it('catches a subdomain used by two files', () => {
    const dir = copyOfConfigs();
    cpSync(join(dir, 'solmar.json'), join(dir, 'solmar-copy.json'));
    const result = runScript('agency.ts', ['validate', ...configFilesIn(dir)]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `${join(dir, 'solmar.json')}: agency.subdomain: subdomain "solmar" is already used by ${join(dir, 'solmar-copy.json')}`,
    );
  });

  it('catches an image the config names but the folder lacks', () => {
    const dir = copyOfConfigs();
    const file = join(dir, 'horizon.json');
    edit(file, (config) => {
      config.agency.logo = 'assets/horizon/missing-logo.svg';
    });
    const result = runScript('agency.ts', ['validate', file]);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `${file}: agency.logo: image "assets/horizon/missing-logo.svg" not found`,
    );
  });

  it('reports a missing file as a problem of that file', () => {
    const result = runScript('agency.ts', ['validate', '/nonexistent/agency.json']);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('/nonexistent/agency.json: $: file not found');
  });
});

describe('npm run agency -- new', () => {
  it('writes a starter config that validates, and never overwrites', () => {
    const dir = tempDir('new-agency');
    const created = runScript('agency.ts', [
      'new',
      'sunrise-trips',
      '--name',
      'Sunrise Trips',
      '--dir',
      dir,
    ]);
    expect(created.status).toBe(0);
    const file = join(dir, 'sunrise-trips.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).agency).toMatchObject({
      agencyName: 'Sunrise Trips',
      subdomain: 'sunrise-trips',
    });
    expect(runScript('agency.ts', ['validate', file]).status).toBe(0);

    writeFileSync(file, '{"edited": true}');
    const again = runScript('agency.ts', ['new', 'sunrise-trips', '--dir', dir]);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('already exists; nothing written');
    expect(readFileSync(file, 'utf8')).toBe('{"edited": true}');
  });

  it('refuses a subdomain that is not a DNS label', () => {
    const dir = tempDir('new-agency');
    const result = runScript('agency.ts', ['new', 'Sunrise_Trips', '--dir', dir]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('"Sunrise_Trips": expected a DNS label');
    expect(existsSync(join(dir, 'Sunrise_Trips.json'))).toBe(false);
  });
});

describe('agency-configs/agency.schema.json (editor support)', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));

  it('is up to date with the zod schema', () => {
    expect(runScript('agency.ts', ['schema', '--check']).status).toBe(0);
  });

  it.each(DEMOS)('accepts the %s demo config', (demo) => {
    const valid = validate(JSON.parse(readFileSync(join(CONFIG_DIR, `${demo}.json`), 'utf8')));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('flags a misspelt key and a missing required field the way an editor would', () => {
    expect(validate({ agency: { agencyName: 'X', subdomain: 'x', primaryColour: '#000' } })).toBe(
      false,
    );
    expect(validate({ agency: { subdomain: 'x' } })).toBe(false);
  });
});
