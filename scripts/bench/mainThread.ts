// How long a page keeps a phone's main thread busy while it loads (issue 18): the total blocking
// time of the long tasks the browser itself observes (each task's time over 50 ms), with the CPU
// four times slower, over the first 9 s after navigation. Lighthouse's simulated TBT moves by
// hundreds of milliseconds from one run to the next on this machine; the observed one is steadier.
// Two builds side by side (sideBySide.ts):
//
//   node_modules/.bin/tsx scripts/bench/mainThread.ts --before /tmp/wl-before/sites \
//     --after /tmp/wl-after/sites [--runs 7] [--path /] [--agency horizon] [--modal]
//
// Without --modal the visitor has already dismissed the save-prices offer (spec §4), which would
// otherwise open at 5 s and bring its own code.
import { parseArgs } from 'node:util';
import { BUILD_OPTIONS, buildsToCompare, CPU_SLOWDOWN, compareBuilds } from './sideBySide.ts';

const { values } = parseArgs({
  options: {
    ...BUILD_OPTIONS,
    runs: { type: 'string', default: '7' },
    path: { type: 'string', default: '/' },
    agency: { type: 'string', default: 'horizon' },
    modal: { type: 'boolean', default: false },
  },
});
const { path, agency, modal } = values as { path: string; agency: string; modal: boolean };
const WINDOW_MS = 9000;

await compareBuilds({
  ...buildsToCompare(values),
  runs: Number(values.runs),
  label: `${agency} ${path}: observed total blocking time (ms)`,
  async visit(browser, server) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      if (!modal) {
        await context.addInitScript(() => localStorage.setItem('displaySavingPopup', 'false'));
      }
      await context.addInitScript(() => {
        const blocking: number[] = [];
        Object.assign(window, { wlBlocking: blocking });
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) blocking.push(Math.max(0, task.duration - 50));
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(new URL(path, server.url(agency)).href);
      await page.waitForTimeout(WINDOW_MS);
      const blocking = await page.evaluate(
        () => (window as unknown as { wlBlocking: number[] }).wlBlocking,
      );
      return Math.round(blocking.reduce((sum, ms) => sum + ms, 0));
    } finally {
      await context.close();
    }
  },
});
