// Lighthouse, mobile preset (its default: a mid-range phone on a slow 4G link, simulated), in
// Debian's chromium, median of several runs per page (issue 18).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './measure.ts';
import { CHROMIUM_ARGS } from './pageWeight.ts';

export interface LighthouseResult {
  agency: string;
  page: string;
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function measureLighthouse(
  pages: readonly { agency: string; page: string; url: string }[],
  runs: number,
): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const { agency, page, url } of pages) {
      const samples: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          agency,
          page,
          url,
          runs,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        });
      }
      const pick = (key: keyof LighthouseResult) =>
        median(samples.map((sample) => sample[key] as number));
      results.push({
        agency,
        page,
        url,
        runs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
