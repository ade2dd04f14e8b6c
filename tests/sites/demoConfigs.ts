import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AgencyConfig, validateConfigText } from '@wl/core';
import { CONFIG_DIR } from '../../scripts/lib/configFiles.ts';

/** A demo agency's config as the generator reads it (validated, defaults applied). */
export function readAgencyConfig(subdomain: string): AgencyConfig {
  const result = validateConfigText(readFileSync(join(CONFIG_DIR, `${subdomain}.json`), 'utf8'));
  if (!result.ok) throw new Error(`${subdomain}.json is not a valid config`);
  return result.config;
}
