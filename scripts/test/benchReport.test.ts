// Issue 18: every figure of docs/benchmarks.md says when it was measured. A run with `--only`
// keeps the other sections of the report before it; those must say they are older.
import { describe, expect, it } from 'vitest';
import type { LighthouseResult } from '../bench/lighthouse.ts';
import { type Results, renderReport } from '../bench/report.ts';
import type { ServingResult } from '../bench/serving.ts';

const SERVING: ServingResult[] = [
  {
    server: 'scripts/serve',
    encoding: 'br, gzip',
    requestsPerSecond: 2500,
    p99Ms: 50,
    errors: 0,
    non2xx: 0,
  },
  {
    server: 'nginx',
    encoding: 'br, gzip',
    requestsPerSecond: 1300,
    p99Ms: 47,
    errors: 0,
    non2xx: 0,
  },
];
const MACHINE = { cores: 2, cpu: 'test', memoryGiB: 24, node: 'v20' };

/** A report whose serving section was measured at `servingAt`, by a run that started at 22:00. */
const resultsWithServingAt = (servingAt: string): Results => ({
  machine: MACHINE,
  date: '2026-11-27T22:00:00.000Z',
  measuredAt: { serving: servingAt },
  serving: SERVING,
});

describe('benchmark report dates', () => {
  it('names a section kept from an earlier run, with that run’s date', () => {
    expect(renderReport(resultsWithServingAt('2026-11-27T10:03:09.867Z'), { runs: 3 })).toContain(
      '- serving: kept from the run of 2026-11-27T10:03:09.867Z',
    );
  });

  it('says nothing more of a section this run measured', () => {
    expect(
      renderReport(resultsWithServingAt('2026-11-27T22:00:00.000Z'), { runs: 3 }),
    ).not.toContain('kept from the run');
  });
});

describe('benchmark report: why a Lighthouse target is missed', () => {
  const page = (overrides: Partial<LighthouseResult>): LighthouseResult => ({
    agency: 'horizon',
    page: 'about',
    url: 'http://horizon.localhost/about',
    runs: 3,
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1060,
    tbtMs: 30,
    cls: 0,
    ...overrides,
  });
  const targetRow = (result: LighthouseResult) =>
    renderReport(
      { machine: MACHINE, date: '2026-11-28T05:00:00.000Z', lighthouse: [result] },
      {
        runs: 3,
      },
    )
      .split('\n')
      .find((line) => line.startsWith(`| ${result.agency} ${result.page}: performance`));

  it('a reading page at full speed that misses only on best practices names only that reason', () => {
    const row = targetRow(page({ bestPractices: 96 }));
    expect(row).toContain('**no**');
    expect(row).toContain('Analytics offline');
    expect(row).not.toContain('Reading pages');
  });

  it('a slow reading page names its speed, and a page meeting everything names nothing', () => {
    expect(targetRow(page({ lcpMs: 1640 }))).toContain('Reading pages');
    const met = targetRow(page({}));
    expect(met).toContain('| yes');
    expect(met).not.toMatch(/Reading pages|Analytics offline/);
  });
});
