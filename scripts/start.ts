// npm start: build every agency in agency-configs/ (only what changed since the last build), then
// serve them all and the reference platform API on one port, printing each agency's URL.
// An agency that saved its settings is built from the API's latest published version instead of
// its file (docs/architecture.md "Where an agency's config lives"), and each later save is
// published into the served tree (serve.ts `publish`).
import { join, resolve } from 'node:path';
import { agencyPalette } from '@wl/core';
import { defaultImagesDir, publishedSettingsConfigs } from '@wl/platform-api';
import { buildSites, formatReport } from './lib/buildSites.ts';
import { parseCli } from './lib/cli.ts';
import { CONFIG_DIR, loadConfigs, ROOT } from './lib/configFiles.ts';
import { configSources } from './lib/publishAgency.ts';
import { DEFAULT_DATABASE_FILE, DEFAULT_PORT, startServer } from './serve.ts';

const { values } = parseCli({
  usage: 'npm start -- [options]',
  summary:
    'Builds every agency (only what changed since the last build), then serves them all and the\n' +
    "reference platform API on one port, printing each agency's URL (Ctrl+C stops).",
  options: {
    configs: {
      type: 'string',
      value: 'dir',
      description: 'The agency configs to build and serve (env AGENCY_CONFIG_DIR).',
      shownDefault: 'agency-configs',
    },
    out: {
      type: 'string',
      value: 'dir',
      description: 'Where the sites are built and served from (env WL_SITES_DIR).',
      shownDefault: 'dist/sites',
    },
  },
  notes: [
    'Environment:',
    `  PORT            the port (default ${DEFAULT_PORT}); HOST the address (default 127.0.0.1)`,
    "  WL_SITE_ORIGIN  the sites' origin (default http://{subdomain}.localhost:<PORT>)",
    "  PLATFORM_DB     the reference API's SQLite file (default .data/platform.sqlite); an agency",
    '                  whose settings were saved there is built from its latest published version',
  ],
});
const configDir = values.configs ?? process.env.AGENCY_CONFIG_DIR ?? CONFIG_DIR;
const sitesDir = values.out ?? process.env.WL_SITES_DIR ?? join(ROOT, 'dist', 'sites');
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const origin = process.env.WL_SITE_ORIGIN ?? `http://{subdomain}.localhost:${port}`;
const databaseFile = resolve(process.env.PLATFORM_DB ?? DEFAULT_DATABASE_FILE);

const sources = configSources(
  configDir,
  publishedSettingsConfigs(databaseFile),
  defaultImagesDir(databaseFile),
);
let report: Awaited<ReturnType<typeof buildSites>>;
try {
  for (const note of sources.notes) console.log(note);
  report = await buildSites({ configDir, files: sources.files, outDir: sitesDir, origin });
  for (const line of formatReport(report)) console.log(line);
  // The contrast guard fixes failing brand colours; say what it changed and why.
  for (const result of loadConfigs(sources.files)) {
    if (!result.ok) continue;
    for (const change of agencyPalette(result.config.agency.primaryColor).adjustments) {
      console.log(
        `  contrast (${result.config.agency.subdomain}): ${change.token} ${change.wanted} -> ${change.used} (${change.reason})`,
      );
    }
  }
} finally {
  sources.cleanup();
}
if (report.rendered.length + report.unchanged.length === 0) {
  console.error('No agency could be built; nothing to serve.');
  process.exit(1);
}
// A broken config is reported above; the agencies that built are served all the same.
// The stop handlers come before the server starts: the URLs are printed while it starts, and a
// signal sent as soon as they appear must still close it and exit with the build's verdict.
const serving = startServer({ sitesDir, configDir, port, databaseFile, publish: { origin } });
const stop = () => {
  void serving
    .then((server) => server.close())
    .then(() => process.exit(report.failed.length > 0 ? 1 : 0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await serving;
