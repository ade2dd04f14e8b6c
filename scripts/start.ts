// npm start: validate every agency config and build what exists so far. The site generator and the
// server extend this (see docs/architecture.md); until then it builds each agency's resolved config.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { agencyPalette } from '@wl/core';
import { CONFIG_DIR, configFilesIn, formatProblem, loadConfigs, ROOT } from './lib/configFiles.ts';

const { values } = parseArgs({
  options: { configs: { type: 'string' }, out: { type: 'string' } },
});
const configDir = values.configs ?? process.env.AGENCY_CONFIG_DIR ?? CONFIG_DIR;
const outDir = join(values.out ?? join(ROOT, 'dist'), 'agencies');

const results = loadConfigs(configFilesIn(configDir));
mkdirSync(outDir, { recursive: true });
let failed = 0;
for (const result of results) {
  if (!result.ok) {
    failed += 1;
    for (const problem of result.problems) console.error(formatProblem(result.file, problem));
    continue;
  }
  const { config } = result;
  const target = join(outDir, `${config.agency.subdomain}.json`);
  // Write beside, then rename: a reader never sees half a file, and a failure keeps the old one.
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
  const status = config.agency.status === 'Inactive' ? ' (inactive)' : '';
  console.log(`built ${config.agency.subdomain}: ${config.agency.agencyName}${status}`);
  // The contrast guard fixes failing brand colours; the report says what it changed and why.
  for (const change of agencyPalette(config.agency.primaryColor).adjustments) {
    console.log(
      `  contrast: ${change.token} ${change.wanted} -> ${change.used} (${change.reason})`,
    );
  }
}
const built = results.length - failed;
console.log(
  `${built} of ${results.length} agencies built into ${relative(process.cwd(), outDir) || outDir}` +
    (failed > 0 ? `; ${failed} failed (previous output kept)` : ''),
);
process.exitCode = failed > 0 ? 1 : 0;
