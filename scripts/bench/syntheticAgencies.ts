// Synthetic agencies for the build benchmark (issue 18): copies of the demo configs under new
// subdomains, varied the way real agencies differ — services on and off, brand colours, one to
// nine languages, About and FAQ on and off — so a thousand of them cost what a thousand real ones
// would. Deterministic: agency i is the same in every run.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@wl/core';
import { CONFIG_DIR } from '../lib/configFiles.ts';

const TEMPLATES = ['horizon', 'nordlys', 'solmar'] as const;

/** Brand colours the demo palettes already pass the contrast checks with, and a few more. */
const COLOURS = ['#0f766e', '#ffd400', '#c2410c', '#1d4ed8', '#7c3aed', '#be123c', '#15803d'];

type Json = Record<string, unknown>;

function template(name: string): Json {
  return JSON.parse(readFileSync(join(CONFIG_DIR, `${name}.json`), 'utf8')) as Json;
}

/** The config of synthetic agency `index` (0-based). */
export function syntheticConfig(index: number): Json {
  const base = template(TEMPLATES[index % TEMPLATES.length] ?? 'horizon');
  const agency = { ...(base.agency as Json) };
  const subdomain = `bench${String(index + 1).padStart(4, '0')}`;
  agency.subdomain = subdomain;
  agency.agencyName = `Bench Travel ${index + 1}`;
  // Agency ids are unique across configs, like subdomains.
  agency.id = 100_000 + index;
  agency.primaryColor = COLOURS[index % COLOURS.length];
  // Partner-agency rules (forced Spanish, MXN) stay with the template that has them.
  agency.isAgencyClaro = false;
  const options = agency.bookingMenuItemOptions as Json[] | undefined;
  if (options) {
    // Every service pattern over the agencies, never all off (Book Now needs one).
    agency.bookingMenuItemOptions = options.map((option, position) => ({
      ...option,
      active: position === index % options.length || ((index >> position) & 1) === 1,
    }));
  }
  // One to nine languages, English always among them (the template's texts are English).
  const count = 1 + (index % LANGUAGE_CODES.length);
  const languages = ['en', ...LANGUAGE_CODES.filter((code) => code !== 'en')].slice(0, count);
  const aboutOn = index % 2 === 0;
  const faqOn = index % 3 !== 0;
  agency.isAbousUsEnable = aboutOn;
  agency.isFaqEnable = faqOn;
  const about: Json = { ...(base.about as Json), isEnabled: aboutOn };
  const faq = { ...(base.faq as Json), isEnabled: faqOn };
  if (aboutOn && !about.content) about.content = '<p>Travel planned by people who travel.</p>';
  return { ...base, agency, about, faq, languages };
}

/**
 * Writes `count` synthetic configs into a fresh `dir`, with the demo assets beside them (a config
 * names its images relative to its folder).
 */
export function writeSyntheticAgencies(dir: string, count: number): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(CONFIG_DIR, 'assets'), join(dir, 'assets'), { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const config = syntheticConfig(index);
    const { subdomain } = config.agency as { subdomain: string };
    writeFileSync(join(dir, `${subdomain}.json`), `${JSON.stringify(config, null, 2)}\n`);
  }
  return dir;
}
