// npm run build [-- --configs <dir>] [--out <dir>] [--origin <url with {subdomain}>] [--force]
//                 [--shard i/n] [--nginx-only] [--no-sdk] [--database <file>]
// With --shard, n machines build one n-th of the agencies each (same sources, same origin); copying
// their output folders into one gives the tree a single build writes (docs/architecture.md), and
// `--nginx-only --out <that tree>` writes the nginx config that serves all of it.
import { dirname, join, resolve } from 'node:path';
import { defaultImagesDir, publishedSettingsConfigs } from '@wl/platform-api';
import {
  buildSites,
  DEFAULT_ORIGIN,
  formatReport,
  parseShard,
  type Shard,
} from './lib/buildSites.ts';
import { parseCli } from './lib/cli.ts';
import { CONFIG_DIR, ROOT } from './lib/configFiles.ts';
import { writeNginxConfig } from './lib/nginxConfig.ts';
import { type ConfigSources, configSources } from './lib/publishAgency.ts';
import { packSdk } from './packSdk.ts';

const { values } = parseCli({
  usage: 'npm run build -- [options]',
  summary:
    'Builds every agency config into a static site, with the built-in remotes and the nginx\n' +
    'config; only what changed since the last build into the same folder is built again.',
  options: {
    configs: {
      type: 'string',
      value: 'dir',
      description: 'The agency configs to build (env AGENCY_CONFIG_DIR).',
      shownDefault: 'agency-configs',
    },
    out: {
      type: 'string',
      value: 'dir',
      description: 'Where the sites go (env WL_SITES_DIR).',
      shownDefault: 'dist/sites',
    },
    origin: {
      type: 'string',
      value: 'url',
      description:
        "The public origin of every site, {subdomain} standing for the agency's (env\n" +
        `WL_SITE_ORIGIN); canonical URLs and the sitemap name it.`,
      shownDefault: DEFAULT_ORIGIN,
    },
    force: {
      type: 'boolean',
      description: 'Build every agency and remote again, changed or not.',
    },
    shard: {
      type: 'string',
      value: 'i/n',
      description:
        'Build only the i-th of n equal shares of the agencies (1-based), for n machines\n' +
        'building one tree together.',
    },
    'nginx-only': {
      type: 'boolean',
      description: 'Only write the nginx config (beside --out, nginx/sites.conf) for a built tree.',
    },
    database: {
      type: 'string',
      value: 'file',
      description:
        "The reference API's SQLite file (env PLATFORM_DB): an agency whose settings were\n" +
        'saved and published there builds from that version, not its file (as npm start).',
    },
    'no-sdk': {
      type: 'boolean',
      description:
        'Do not pack the remote SDK (beside --out, sdk/wl-remote-sdk-<version>.tgz, the file\n' +
        'remotes outside this repository install; docs/remotes.md).',
    },
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

const configDir = values.configs ?? process.env.AGENCY_CONFIG_DIR ?? CONFIG_DIR;
const databaseOption = values.database ?? process.env.PLATFORM_DB;
const databaseFile = databaseOption === undefined ? undefined : resolve(databaseOption);
// docs/architecture.md "Where an agency's config lives": the saved version wins over the file.
const sources: ConfigSources | undefined = databaseFile
  ? configSources(configDir, publishedSettingsConfigs(databaseFile), defaultImagesDir(databaseFile))
  : undefined;
let report: Awaited<ReturnType<typeof buildSites>>;
try {
  for (const note of sources?.notes ?? []) console.log(note);
  report = await buildSites({
    configDir,
    ...(sources ? { files: sources.files } : {}),
    outDir,
    origin: values.origin ?? process.env.WL_SITE_ORIGIN ?? DEFAULT_ORIGIN,
    force: values.force ?? false,
    ...(shard ? { shard } : {}),
  });
} finally {
  sources?.cleanup();
}
if (shard) console.log(`shard ${shard.index} of ${shard.count}`);
for (const line of formatReport(report)) console.log(line);
let sdkFailed = false;
// The SDK is one per build, not per agency: a shard leaves it to a whole build.
if (!shard && !values['no-sdk']) {
  try {
    const sdk = await packSdk({ outDir: join(dirname(outDir), 'sdk') });
    console.log(`remote SDK ${sdk.name}@${sdk.version}: ${sdk.file}`);
  } catch (error) {
    sdkFailed = true;
    console.error(`remote SDK not packed: ${(error as Error).message}`);
  }
}
process.exitCode =
  report.failed.length > 0 || report.remotes.failed.length > 0 || sdkFailed ? 1 : 0;
