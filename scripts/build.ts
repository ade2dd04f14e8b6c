// npm run build [-- --configs <dir>] [--out <dir>] [--origin <url with {subdomain}>] [--force]
//                 [--shard i/n] [--nginx-only]
// With --shard, n machines build one n-th of the agencies each (same sources, same origin); copying
// their output folders into one gives the tree a single build writes (docs/architecture.md), and
// `--nginx-only --out <that tree>` writes the nginx config that serves all of it.
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildSites,
  DEFAULT_ORIGIN,
  formatReport,
  parseShard,
  type Shard,
} from './lib/buildSites.ts';
import { CONFIG_DIR, ROOT } from './lib/configFiles.ts';
import { writeNginxConfig } from './lib/nginxConfig.ts';

const { values } = parseArgs({
  options: {
    configs: { type: 'string' },
    out: { type: 'string' },
    origin: { type: 'string' },
    force: { type: 'boolean', default: false },
    shard: { type: 'string' },
    'nginx-only': { type: 'boolean', default: false },
  },
});
const outDir = values.out ?? process.env.WL_SITES_DIR ?? join(ROOT, 'dist', 'sites');

if (values['nginx-only']) {
  const conf = join(dirname(outDir), 'nginx', 'sites.conf');
  const sites = writeNginxConfig(outDir, conf);
  console.log(`nginx config for ${sites.length} agencies: ${conf}`);
  process.exit(0);
}

let shard: Shard | undefined;
try {
  shard = values.shard === undefined ? undefined : parseShard(values.shard);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const report = await buildSites({
  configDir: values.configs ?? process.env.AGENCY_CONFIG_DIR ?? CONFIG_DIR,
  outDir,
  origin: values.origin ?? process.env.WL_SITE_ORIGIN ?? DEFAULT_ORIGIN,
  force: values.force,
  ...(shard ? { shard } : {}),
});
if (shard) console.log(`shard ${shard.index} of ${shard.count}`);
for (const line of formatReport(report)) console.log(line);
process.exitCode = report.failed.length > 0 || report.remotes.failed.length > 0 ? 1 : 0;
