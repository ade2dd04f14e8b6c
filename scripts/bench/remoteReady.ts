// How long a phone waits for a booking page's remote (issue 18): from navigation until the
// remote's hotel search form shows its Search button, on a slow 4G link with the CPU four times
// slower (Lighthouse's mobile preset). Two builds side by side (sideBySide.ts):
//
//   node_modules/.bin/tsx scripts/bench/remoteReady.ts --before /tmp/wl-before/sites \
//     --after /tmp/wl-after/sites [--runs 5] [--path /booknow/hotels]
//
// Lighthouse's simulated LCP does not show this wait: the remote's form is not the page's
// largest paint there (docs/measurements.md).
import { parseArgs } from 'node:util';
import {
  BUILD_OPTIONS,
  buildsToCompare,
  CPU_SLOWDOWN,
  compareBuilds,
  SLOW_4G,
} from './sideBySide.ts';

const { values } = parseArgs({
  options: {
    ...BUILD_OPTIONS,
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/booknow/hotels' },
  },
});
const path = values.path as string;

await compareBuilds({
  ...buildsToCompare(values),
  runs: Number(values.runs),
  label: `horizon ${path}: remote ready (ms)`,
  async visit(browser, server) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const started = performance.now();
      await page.goto(new URL(path, server.url('horizon')).href);
      await page.getByRole('button', { name: 'Search' }).waitFor({ timeout: 90_000 });
      return Math.round(performance.now() - started);
    } finally {
      await context.close();
    }
  },
});
