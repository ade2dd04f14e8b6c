import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AgencyConfig, agencyConfigSchema } from '@wl/core';

const dir = process.env.WL_CONFIG_DIR ?? join(process.cwd(), '../../agency-configs');

export function agencies(): AgencyConfig[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .map((f) => agencyConfigSchema.parse(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}
