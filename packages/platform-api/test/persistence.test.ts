import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../src/db/migrations.ts';
import { openDatabase } from '../src/db/sqlite.ts';
import { createPlatformApi } from '../src/index.ts';
import { CONFIG_DIR, startApi, tempDir } from './helpers.ts';

/** A private copy of the demo configs, with the images they name, that a test may edit. */
function copyConfigs(): string {
  const dir = tempDir();
  cpSync(CONFIG_DIR, dir, { recursive: true });
  return dir;
}

function editConfig(dir: string, name: string, edit: (config: Record<string, unknown>) => void) {
  const path = join(dir, name);
  const config = JSON.parse(readFileSync(path, 'utf8'));
  edit(config);
  writeFileSync(path, JSON.stringify(config, null, 2));
}

const ORLANDO = { name: 'Orlando', latitude: 28.5384, longitude: -81.3789, countryCode: 'US' };

describe('DESIGN §2 the reference API keeps everything written in SQLite across restarts', () => {
  it('keeps a language choice, the session and a released hold after close and reopen', async () => {
    const first = await startApi();
    const token = await first.login('traveller@horizon.test');
    expect((await first.call('/api/user/changeLanguage/fr', { token })).status).toBe(200);
    const release = await first.call(
      '/resort-api/itineraries?reference_number=RS-HORIZON-1001&status=RELEASE',
      {
        method: 'PUT',
        token,
      },
    );
    expect(release.status).toBe(200);
    await first.close();

    const second = await startApi({ databaseFile: first.databaseFile });
    try {
      const me = await second.call('/api/user/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.user.language).toBe('fr');
      const hold = await second.call(
        '/resort-api/properties/hold-check?reference_number=RS-HORIZON-1001',
        { token },
      );
      expect(hold.body.data.status).toBe('RELEASED');
      const login = await second.call('/api/user/login', {
        method: 'POST',
        body: { email: 'traveller@horizon.test', password: 'Demo!2026' },
      });
      expect(login.body.user.language).toBe('fr');
    } finally {
      await second.close();
    }

    const db = openDatabase(first.databaseFile);
    try {
      const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
      expect(versions.map((row) => row.version)).toEqual(
        MIGRATIONS.map((migration) => migration.version),
      );
      const users = db
        .prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'traveller@horizon.test'")
        .get();
      expect(users?.n).toBe(1);
      expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('re-seeds from changed configs without losing user data', async () => {
    const configDir = copyConfigs();
    const first = await startApi({ configDir });
    const token = await first.login('owner@horizon.test');
    await first.call('/api/user/changeLanguage/sv', { token });
    await first.close();

    editConfig(configDir, 'horizon.json', (config) => {
      config.defaultLocation = ORLANDO;
      (config.agency as Record<string, unknown>).agencyName = 'Horizon Travel Group';
    });
    const second = await startApi({ configDir, databaseFile: first.databaseFile });
    try {
      expect((await second.call('/api/agency')).body.agencyName).toBe('Horizon Travel Group');
      const me = await second.call('/api/user/me', { token });
      expect(me.body.user.language).toBe('sv');
      const search = (point: { latitude: number; longitude: number }) =>
        second.call('/api/hotel/deals/hotel-search', { method: 'POST', token, body: point });
      expect((await search(ORLANDO)).body.response.length).toBeGreaterThanOrEqual(12);
      expect((await search({ latitude: 25.7617, longitude: -80.1918 })).body.response).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('skips an invalid config with a logged message, keeps its last good version, and serves the rest', async () => {
    const configDir = copyConfigs();
    const first = await startApi({ configDir });
    await first.close();

    writeFileSync(join(configDir, 'solmar.json'), '{ "agency": { "agencyName": "Viajes Solmar", ');
    editConfig(configDir, 'nordlys.json', (config) => {
      (config.agency as Record<string, unknown>).primaryColour = '#000000';
    });
    writeFileSync(
      join(configDir, 'newcomer.json'),
      JSON.stringify({ agency: { agencyName: 'New', subdomain: 'Bad Name' } }),
    );
    rmSync(join(configDir, 'dormant.json'));

    const second = await startApi({ configDir, databaseFile: first.databaseFile });
    try {
      expect(second.logs).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^warn: solmar\.json: \$: invalid JSON/),
          expect.stringMatching(
            /^warn: nordlys\.json: agency\.primaryColour: unknown key \(did you mean "primaryColor"\?\)/,
          ),
          expect.stringMatching(/^warn: newcomer\.json: agency\.subdomain: /),
          'warn: agency "dormant" has no config file any more; it is no longer served',
        ]),
      );
      expect((await second.call('/api/agency', { host: 'solmar.localhost' })).body.agencyName).toBe(
        'Viajes Solmar',
      );
      expect(
        (await second.call('/api/agency', { host: 'nordlys.localhost' })).body.primaryColor,
      ).toBe('#ffd400');
      expect((await second.call('/api/agency')).status).toBe(200);
      const dormant = await second.call('/api/agency', { host: 'dormant.localhost' });
      expect(dormant.status).toBe(404);
      expect(dormant.body.message).toBe(MESSAGES.agencyNotFound);
    } finally {
      await second.close();
    }
  });

  it('starts on a fresh database even when a config is invalid from the start', async () => {
    const configDir = copyConfigs();
    writeFileSync(join(configDir, 'horizon.json'), '');
    const api = await startApi({ configDir });
    try {
      expect(api.logs).toContain('warn: horizon.json: $: file is empty; agency config skipped');
      expect((await api.call('/api/agency')).status).toBe(404);
      expect((await api.call('/api/agency', { host: 'solmar.localhost' })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('DESIGN §2 SQLite schema migrations: numbered, transactional, tracked in schema_migrations', () => {
  it('applies every migration once, and nothing on the next run', () => {
    const db = openDatabase(join(tempDir(), 'migrations.sqlite'));
    try {
      expect(migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(migrate(db)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('rolls back every pending migration when one fails', () => {
    const db = openDatabase(join(tempDir(), 'migrations.sqlite'));
    try {
      migrate(db);
      const broken = [
        ...MIGRATIONS,
        { version: 90, name: 'fine', sql: 'CREATE TABLE fine (a TEXT)' },
        { version: 91, name: 'broken', sql: 'CREATE TABLE broken (a TEXT); NOT SQL' },
      ];
      expect(() => migrate(db, broken)).toThrow();
      expect(
        db.prepare("SELECT name FROM sqlite_master WHERE name = 'fine'").get(),
      ).toBeUndefined();
      expect(db.prepare('SELECT MAX(version) AS v FROM schema_migrations').get()?.v).toBe(
        MIGRATIONS.at(-1)?.version,
      );
    } finally {
      db.close();
    }
  });

  it('refuses a database written by newer code', () => {
    const databaseFile = join(tempDir(), 'newer.sqlite');
    const db = openDatabase(databaseFile);
    migrate(db);
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', '')",
    ).run();
    db.close();
    expect(() =>
      createPlatformApi({
        databaseFile,
        configDir: CONFIG_DIR,
        logger: { info() {}, warn() {}, error() {} },
      }),
    ).toThrow(/schema version 999 is newer/);
  });
});
