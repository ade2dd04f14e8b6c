import { type AgencyConfig, agencyConfigSchema, SUPPORTED_LANGUAGES } from '@wl/core';
import { loadAgencyConfigs } from '../agencies/configFiles.ts';
import { NAVIGATION_ROLES, navigationFor } from '../agencies/navigation.ts';
import { hashPasswordSync } from '../auth/passwords.ts';
import { dealsFingerprint, generateDeals } from '../demo/dealGenerator.ts';
import { resortProperties, resortRegions } from '../demo/resorts.ts';
import { DEMO_PASSWORD, demoUsersFor } from '../demo/users.ts';
import type { Logger } from '../logger.ts';
import { countryCurrencyList } from '../reference/countries.ts';
import { EXCHANGE_RATES_PER_USD } from '../reference/exchangeRates.ts';
import { distanceKm } from '../reference/geo.ts';
import { changedPaths, insertVersion, latestVersion } from '../settings/versions.ts';
import { type Database, transaction } from './sqlite.ts';

export interface SeedReport {
  seeded: string[];
  skippedFiles: string[];
  retired: string[];
}

/**
 * Brings the database in line with the agency configs. Safe to run on every start: config-derived
 * data (agency settings, languages, menus, demo deals) follows the files, while data written
 * through the API since (users, their language, sessions, holds, edited rates) is left alone.
 */
export function seedDatabase(
  db: Database,
  options: { configDir: string; now: Date; log: Logger },
): SeedReport {
  const { valid, invalidFiles } = loadAgencyConfigs(options.configDir, options.log);
  const stamp = options.now.toISOString();
  const report: SeedReport = { seeded: [], skippedFiles: [...invalidFiles], retired: [] };
  const notes: string[] = [];

  // Hashing is slow by design: do it only for users that do not exist yet, before the write lock.
  const existingUsers = new Set(
    (
      db
        .prepare('SELECT u.email, a.subdomain FROM users u JOIN agencies a ON a.id = u.agency_id')
        .all() as {
        email: string;
        subdomain: string;
      }[]
    ).map((row) => `${row.subdomain}/${row.email}`),
  );
  const newUsers = valid.flatMap(({ config }) =>
    demoUsersFor(config.agency.subdomain)
      .filter((user) => !existingUsers.has(`${config.agency.subdomain}/${user.email}`))
      .map((user) => ({
        subdomain: config.agency.subdomain,
        user,
        hash: hashPasswordSync(DEMO_PASSWORD),
      })),
  );

  transaction(db, () => {
    seedReferenceData(db, stamp);
    for (const { file, config } of valid) {
      seedAgency(db, file, config, stamp, notes);
      report.seeded.push(config.agency.subdomain);
    }
    const insertUser = db.prepare(`
      INSERT INTO users (agency_id, email, password_hash, user_type, first_name, last_name,
        credits_amount, credits_currency, is_reward_wallet_enable, is_travel_agent,
        is_restricted_agent, created_at)
      SELECT id, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM agencies WHERE subdomain = ?
      ON CONFLICT (agency_id, email) DO NOTHING
    `);
    for (const { subdomain, user, hash } of newUsers) {
      insertUser.run(
        user.email,
        hash,
        user.userType,
        user.firstName,
        user.lastName,
        user.credits?.amount ?? null,
        user.credits?.currency ?? null,
        Number(user.isRewardWalletEnable),
        Number(user.isTravelAgent),
        Number(user.isRestrictedAgent),
        stamp,
        subdomain,
      );
    }
    report.retired = retireRemovedAgencies(db, valid, invalidFiles, stamp);
  });

  for (const note of notes) options.log.warn(note);
  for (const subdomain of report.retired) {
    options.log.warn(`agency "${subdomain}" has no config file any more; it is no longer served`);
  }
  return report;
}

function seedReferenceData(db: Database, stamp: string): void {
  // Countries come from a maintained data package: follow it when it changes.
  const upsertCountry = db.prepare(`
    INSERT INTO countries (code, name, currency, emoji, unicode, image, symbol, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (code) DO UPDATE SET name = excluded.name, currency = excluded.currency,
      emoji = excluded.emoji, unicode = excluded.unicode, image = excluded.image,
      symbol = excluded.symbol, position = excluded.position
  `);
  countryCurrencyList().forEach((country, position) => {
    upsertCountry.run(
      country.code,
      country.name,
      country.currency,
      country.emoji,
      country.unicode,
      country.image,
      country.symbol,
      position,
    );
  });
  // Rates may have been updated by an operator since: only add the missing ones.
  const insertRate = db.prepare(
    'INSERT INTO exchange_rates (currency, per_usd, updated_at) VALUES (?, ?, ?) ON CONFLICT (currency) DO NOTHING',
  );
  for (const [currency, perUsd] of Object.entries(EXCHANGE_RATES_PER_USD)) {
    insertRate.run(currency, perUsd, stamp);
  }
  const upsertRegion = db.prepare(`
    INSERT INTO resort_regions (id, name, parent_id) VALUES (?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, parent_id = excluded.parent_id
  `);
  for (const region of resortRegions()) upsertRegion.run(region.id, region.name, region.parent_id);
  const upsertProperty = db.prepare(`
    INSERT INTO resort_properties (id, region_id, name, latitude, longitude, rating, image, nightly_usd, rooms)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET region_id = excluded.region_id, name = excluded.name,
      latitude = excluded.latitude, longitude = excluded.longitude, rating = excluded.rating,
      image = excluded.image, nightly_usd = excluded.nightly_usd, rooms = excluded.rooms
  `);
  for (const property of resortProperties()) {
    upsertProperty.run(
      property.id,
      property.regionId,
      property.name,
      property.latitude,
      property.longitude,
      property.rating,
      property.image,
      property.nightlyUsd,
      property.rooms,
    );
  }
}

function seedAgency(
  db: Database,
  file: string,
  fileConfig: AgencyConfig,
  stamp: string,
  notes: string[],
): void {
  const { subdomain } = fileConfig.agency;
  const row = db
    .prepare(`
      INSERT INTO agencies (subdomain, config_file, config_json, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (subdomain) DO UPDATE SET config_file = excluded.config_file,
        config_json = excluded.config_json, updated_at = excluded.updated_at, retired_at = NULL
      RETURNING id, deals_fingerprint
    `)
    .get(subdomain, file, JSON.stringify(fileConfig), stamp) as {
    id: number;
    deals_fingerprint: string | null;
  };
  const config = syncFileVersion(db, row.id, file, fileConfig, new Date(stamp), notes);
  writeConfigData(db, row.id, config, row.deals_fingerprint);

  // One demo hold per agency at its nearest resort, so the release flow can be tried right away.
  const now = new Date(stamp);
  const property = nearest(resortProperties(), config.defaultLocation);
  db.prepare(`
    INSERT INTO resort_itineraries (reference_number, agency_id, property_id, check_in, check_out,
      adults, status, hold_expires_at, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, 2, 'HELD', ?, ?, ?)
    ON CONFLICT (reference_number) DO NOTHING
  `).run(
    demoHoldReference(subdomain),
    row.id,
    property.id,
    isoDate(addDays(now, 30)),
    isoDate(addDays(now, 33)),
    addDays(now, 2).toISOString(),
    stamp,
    stamp,
  );
}

/**
 * What follows from an agency's config: its languages, menus and demo deals. Run on every seed and
 * after every saved version, always with the agency's latest config.
 */
export function writeConfigData(
  db: Database,
  agencyId: number,
  config: AgencyConfig,
  dealsFingerprintBefore?: string | null,
): void {
  const row = { id: agencyId, deals_fingerprint: dealsFingerprintBefore };
  if (row.deals_fingerprint === undefined) {
    row.deals_fingerprint = (
      db.prepare('SELECT deals_fingerprint FROM agencies WHERE id = ?').get(agencyId) as
        | { deals_fingerprint: string | null }
        | undefined
    )?.deals_fingerprint;
  }
  const { subdomain } = config.agency;
  db.prepare('DELETE FROM agency_languages WHERE agency_id = ?').run(row.id);
  const insertLanguage = db.prepare(
    'INSERT INTO agency_languages (agency_id, position, code, name, value) VALUES (?, ?, ?, ?, ?)',
  );
  config.languages.forEach((code, position) => {
    const language = SUPPORTED_LANGUAGES.find((candidate) => candidate.code === code);
    if (language)
      insertLanguage.run(row.id, position, language.code, language.name, language.value);
  });

  db.prepare('DELETE FROM agency_navigation WHERE agency_id = ?').run(row.id);
  const insertNavigation = db.prepare(
    'INSERT INTO agency_navigation (agency_id, role, items_json) VALUES (?, ?, ?)',
  );
  for (const role of NAVIGATION_ROLES) {
    insertNavigation.run(row.id, role, JSON.stringify(navigationFor(config, role)));
  }

  const fingerprint = dealsFingerprint(subdomain, config.defaultLocation);
  if (row.deals_fingerprint !== fingerprint) {
    db.prepare('DELETE FROM deals WHERE agency_id = ?').run(row.id);
    const insertDeal = db.prepare(`
      INSERT INTO deals (id, agency_id, service, position, latitude, longitude, name, base_rate,
        tax_and_fee, total_rate, published_rate, details_json)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    `);
    for (const deal of generateDeals(subdomain, config.defaultLocation)) {
      insertDeal.run(
        deal.id,
        row.id,
        deal.service,
        deal.position,
        deal.latitude,
        deal.longitude,
        deal.name,
        deal.rates.baseRate,
        deal.rates.taxAndFee,
        deal.rates.totalRate,
        deal.rates.publishedRate,
        JSON.stringify(deal.details),
      );
    }
    db.prepare('UPDATE agencies SET deals_fingerprint = ? WHERE id = ?').run(fingerprint, row.id);
  }
}

/**
 * Version 1 of an agency is its onboarding file. A changed file becomes the next version while
 * nobody has saved the agency's settings; once they have, the API's latest version wins (DESIGN
 * §2 "one truth at a time") and the file change is only reported. Returns the agency's config.
 */
function syncFileVersion(
  db: Database,
  agencyId: number,
  file: string,
  fileConfig: AgencyConfig,
  at: Date,
  notes: string[],
): AgencyConfig {
  const latest = latestVersion(db, agencyId);
  const fileJson = JSON.stringify(fileConfig);
  const add = (changes: string[]) =>
    insertVersion(db, agencyId, {
      config: fileConfig,
      source: 'file',
      changes,
      status: 'published',
      at,
    });
  if (!latest) {
    add([]);
    return fileConfig;
  }
  const lastFile = db
    .prepare(
      `SELECT config_json FROM agency_config_versions WHERE agency_id = ? AND source = 'file'
       ORDER BY number DESC LIMIT 1`,
    )
    .get(agencyId) as { config_json: string } | undefined;
  const stored = agencyConfigSchema.safeParse(JSON.parse(latest.configJson));
  if (lastFile?.config_json === fileJson) return stored.success ? stored.data : fileConfig;
  if (latest.source === 'file' || !stored.success) {
    add(changedPaths(JSON.parse(latest.configJson), fileConfig));
    return fileConfig;
  }
  notes.push(
    `${file} changed, but agency "${fileConfig.agency.subdomain}" has saved its settings since (version ${latest.number}): the saved version stays; export it to update the file`,
  );
  return stored.data;
}

export function demoHoldReference(subdomain: string): string {
  return `RS-${subdomain.toUpperCase()}-1001`;
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function nearest<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  point: { latitude: number; longitude: number },
): T {
  const sorted = [...items].sort((a, b) => distanceKm(point, a) - distanceKm(point, b));
  const first = sorted[0];
  if (!first) throw new Error('no resort properties to hold');
  return first;
}

/** Agencies whose file is gone stop being served; a file that is merely invalid keeps its last good config. */
function retireRemovedAgencies(
  db: Database,
  valid: readonly { config: AgencyConfig }[],
  invalidFiles: ReadonlySet<string>,
  stamp: string,
): string[] {
  const live = new Set(valid.map(({ config }) => config.agency.subdomain));
  const rows = db
    .prepare('SELECT id, subdomain, config_file FROM agencies WHERE retired_at IS NULL')
    .all() as { id: number; subdomain: string; config_file: string }[];
  const retired: string[] = [];
  for (const row of rows) {
    if (live.has(row.subdomain) || invalidFiles.has(row.config_file)) continue;
    db.prepare('UPDATE agencies SET retired_at = ? WHERE id = ?').run(stamp, row.id);
    retired.push(row.subdomain);
  }
  return retired;
}
