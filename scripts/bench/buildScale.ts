// Build scale (issue 18): 1, 10, 100 and 1000 synthetic agencies built from nothing; the
// marginal cost per agency and per page; an incremental rebuild after one config changed; and
// the naive way (one build per agency) for 10 agencies, in the same run.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandLine, median, timed } from './measure.ts';
import { writeSyntheticAgencies } from './syntheticAgencies.ts';

const TSX = 'node_modules/.bin/tsx';

export interface ScaleRun {
  agencies: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
  peakMB: number;
  command: string;
}

export interface BuildScale {
  runs: ScaleRun[];
  /** Between the two largest runs. */
  marginal: { secondsPerAgency: number; msPerPage: number };
  incremental: { seconds: number; agencies: number; command: string };
  naive: { agencies: number; seconds: number; together: number; ratio: number };
}

/** HTML pages under a sites folder (the remotes' folder holds none). */
export function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
  }
  return pages;
}

async function build(configs: string, out: string, force = true) {
  const args = [
    'scripts/build.ts',
    '--configs',
    configs,
    '--out',
    out,
    // The sites' build is what is timed; the SDK is packed once per build, not per agency.
    '--no-sdk',
    ...(force ? ['--force'] : []),
  ];
  rmSync(out, { recursive: true, force: true });
  const run = await timed(TSX, args);
  return { ...run, command: commandLine(TSX, args) };
}

export async function measureBuildScale(
  sizes: readonly number[],
  repeats: number,
): Promise<BuildScale> {
  const work = join(tmpdir(), 'wl-bench-build');
  const runs: ScaleRun[] = [];
  for (const agencies of sizes) {
    const configs = writeSyntheticAgencies(join(work, `configs-${agencies}`), agencies);
    const out = join(work, `sites-${agencies}`);
    // Large builds take minutes: repeat only the small ones.
    const times = [];
    for (let run = 0; run < (agencies >= 100 ? 1 : repeats); run += 1) {
      times.push(await build(configs, out));
    }
    const last = times.at(-1);
    if (!last) continue;
    const seconds = median(times.map((time) => time.seconds));
    const pages = countPages(out);
    runs.push({
      agencies,
      pages,
      seconds,
      pagesPerSecond: Math.round(pages / seconds),
      peakMB: Math.max(...times.map((time) => time.peakMB)),
      command: `${commandLine('node_modules/.bin/tsx', ['scripts/bench.ts', '--synthetic', String(agencies)])} (writes ${configs}), then ${last.command}`,
    });
  }
  const [smaller, larger] = runs.slice(-2);
  const marginal =
    smaller && larger && larger.agencies > smaller.agencies
      ? {
          secondsPerAgency:
            (larger.seconds - smaller.seconds) / (larger.agencies - smaller.agencies),
          msPerPage: ((larger.seconds - smaller.seconds) * 1000) / (larger.pages - smaller.pages),
        }
      : { secondsPerAgency: Number.NaN, msPerPage: Number.NaN };

  // Incremental: the largest set built again after one agency's name changed.
  const largest = runs.at(-1)?.agencies ?? 1;
  const configs = join(work, `configs-${largest}`);
  const out = join(work, `sites-${largest}`);
  const changed = join(configs, 'bench0001.json');
  const config = JSON.parse(readFileSync(changed, 'utf8'));
  config.agency.agencyName = `${config.agency.agencyName} (renamed)`;
  writeFileSync(changed, `${JSON.stringify(config, null, 2)}\n`);
  const incrementalArgs = ['scripts/build.ts', '--configs', configs, '--out', out, '--no-sdk'];
  const incremental = await timed(TSX, incrementalArgs);

  // Naive: 10 agencies, one build each (each with its own remote and shared assets), against one
  // build of the same 10.
  const naiveCount = 10;
  const naiveConfigs = writeSyntheticAgencies(join(work, 'configs-naive'), naiveCount);
  const together = (await build(naiveConfigs, join(work, 'sites-naive-together'))).seconds;
  let naiveSeconds = 0;
  for (const file of readdirSync(naiveConfigs).filter((name) => name.endsWith('.json'))) {
    const single = writeSyntheticAgencies(join(work, 'configs-single'), 0);
    writeFileSync(join(single, file), readFileSync(join(naiveConfigs, file)));
    naiveSeconds += (await build(single, join(work, 'sites-single'))).seconds;
  }
  if (statSync(work, { throwIfNoEntry: false })) rmSync(work, { recursive: true, force: true });
  return {
    runs,
    marginal,
    incremental: {
      seconds: incremental.seconds,
      agencies: largest,
      command: commandLine(TSX, incrementalArgs),
    },
    naive: {
      agencies: naiveCount,
      seconds: naiveSeconds,
      together,
      ratio: naiveSeconds / together,
    },
  };
}
