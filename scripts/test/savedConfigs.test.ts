// Issue 45 item 6 "Where the truth lives" (docs/architecture.md "Where an agency's config lives"):
// the file onboards; once an agency saved its settings, its latest published version is what
// `npm start` builds; `npm run agency -- export` writes the latest version back as a file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createPlatformApi,
  defaultImagesDir,
  type PlatformApi,
  publishedSettingsConfigs,
} from '@wl/platform-api';
import { describe, expect, it } from 'vitest';
import { CONFIG_DIR, configFilesIn, loadConfigs } from '../lib/configFiles.ts';
import { configSources } from '../lib/publishAgency.ts';
import { runScript, tempDir } from './cli.ts';

const HOST = 'http://horizon.localhost';
const SAVED_TITLE = 'Saved in the settings, not in the file';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

async function call(
  api: PlatformApi,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await api.app.fetch(
    new Request(`${HOST}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, json: await response.json() };
}

/** Saves a new About title as horizon's owner; `publish` decides how its build ends. */
async function saveTitle(databaseFile: string, publish: () => Promise<void>): Promise<number> {
  const api = createPlatformApi({
    databaseFile,
    configDir: CONFIG_DIR,
    logger: quiet,
    publish,
  });
  try {
    const login = await call(api, 'POST', '/api/user/login', undefined, {
      email: 'owner@horizon.test',
      password: 'Demo!2026',
    });
    const { token } = login.json as { token: string };
    const opened = await call(api, 'GET', '/api/agency/settings/website', token);
    const saved = await call(api, 'PUT', '/api/agency/settings/website', token, {
      baseVersion: opened.json.data.version,
      about: { title: SAVED_TITLE },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await api.idle();
    return saved.json.data.number as number;
  } finally {
    api.close();
  }
}

const horizonFile = join(CONFIG_DIR, 'horizon.json');

describe('which config wins for a build', () => {
  it('no database yet, or no save: every agency builds from its file', () => {
    const dir = tempDir('wl-saved');
    expect(publishedSettingsConfigs(join(dir, 'absent.sqlite'))).toEqual([]);
    const sources = configSources(CONFIG_DIR, [], join(dir, 'images'));
    expect(sources.files).toEqual(configFilesIn(CONFIG_DIR));
  });

  it('a failed publish never wins: the file (the live site) stays the build input', async () => {
    const databaseFile = join(tempDir('wl-saved'), 'platform.sqlite');
    await saveTitle(databaseFile, async () => {
      throw new Error('refused');
    });
    expect(publishedSettingsConfigs(databaseFile)).toEqual([]);
  });

  it('a published save wins over the file, staged so that it builds', async () => {
    const databaseFile = join(tempDir('wl-saved'), 'platform.sqlite');
    const number = await saveTitle(databaseFile, async () => {});
    const saved = publishedSettingsConfigs(databaseFile);
    expect(saved.map(({ subdomain, number: n, source }) => ({ subdomain, n, source }))).toEqual([
      { subdomain: 'horizon', n: number, source: 'settings' },
    ]);
    const sources = configSources(CONFIG_DIR, saved, defaultImagesDir(databaseFile));
    try {
      expect(sources.files).not.toContain(horizonFile);
      expect(sources.files).toHaveLength(configFilesIn(CONFIG_DIR).length);
      expect(sources.notes.join('\n')).toContain(
        `horizon: built from version ${number} saved in its settings`,
      );
      const loaded = loadConfigs(sources.files);
      expect(loaded.every((result) => result.ok)).toBe(true);
      const horizon = loaded.find(
        (result) => result.ok && result.config.agency.subdomain === 'horizon',
      );
      expect(horizon?.ok && horizon.config.about.title).toBe(SAVED_TITLE);
    } finally {
      sources.cleanup();
    }
  });
});

describe('npm run agency -- export', () => {
  it('writes the latest version back as a config file that validates', async () => {
    const dir = tempDir('wl-export');
    const databaseFile = join(dir, 'platform.sqlite');
    const number = await saveTitle(databaseFile, async () => {});
    const out = join(dir, 'configs', 'horizon.json');
    const result = runScript('agency.ts', [
      'export',
      'horizon',
      '--out',
      out,
      '--database',
      databaseFile,
    ]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`version ${number} of horizon (settings, published)`);
    const exported = JSON.parse(readFileSync(out, 'utf8'));
    expect(exported.about.title).toBe(SAVED_TITLE);
    expect(exported.agency.subdomain).toBe('horizon');
    // Its images are copied beside it (the onboarding logo here): the file validates where it is.
    const [check] = loadConfigs([out]);
    expect(check?.ok, JSON.stringify(check)).toBe(true);
    expect(
      readFileSync(join(dir, 'configs', exported.agency.logo as string)).length,
    ).toBeGreaterThan(0);
  });

  it('an agency the database does not know is refused with the help', () => {
    const dir = tempDir('wl-export');
    const databaseFile = join(dir, 'missing.sqlite');
    const result = runScript('agency.ts', ['export', 'horizon', '--database', databaseFile]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('does not exist');
  });
});
