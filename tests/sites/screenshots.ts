// Visual regression without a hosted service: a page screenshot is compared with the baseline
// committed beside the tests. `UPDATE_SCREENSHOTS=1` writes missing or changed baselines; without it
// a missing baseline fails, so CI always checks against what was reviewed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright';
import { PNG } from 'pngjs';

const BASELINES = join(dirname(fileURLToPath(import.meta.url)), '__screenshots__');
/** Where a failed comparison leaves the actual and the difference images for review. */
export const SCREENSHOT_FAILURES = join(tmpdir(), 'wl-screenshot-failures');

/**
 * Anti-aliasing of text may shift a few edge pixels between Chromium builds; a layout change
 * (mirroring, a moved block, another font) changes thousands.
 */
const MAX_DIFFERENT_PIXELS_RATIO = 0.002;

/**
 * Resolves once the page's height has stayed the same for a few frames: after a resize, islands
 * that switch layout in script (the deal grid becoming a carousel on a phone) render a frame or two
 * after the styles did, and a full-page capture measured in between keeps the old height.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let height = -1;
        let unchanged = 0;
        const frame = () => {
          const now = document.documentElement.scrollHeight;
          unchanged = now === height ? unchanged + 1 : 0;
          height = now;
          if (unchanged >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

export async function expectScreenshot(
  page: Page,
  name: string,
  options: { mask?: Locator[] } = {},
): Promise<void> {
  await layoutSettled(page);
  const actual = PNG.sync.read(
    await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      mask: options.mask,
    }),
  );
  const file = join(BASELINES, `${name}.png`);
  const update = process.env.UPDATE_SCREENSHOTS === '1';
  if (!existsSync(file)) {
    if (!update)
      throw new Error(`no baseline ${file}: run with UPDATE_SCREENSHOTS=1 and review it`);
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, PNG.sync.write(actual));
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  let different = Number.POSITIVE_INFINITY;
  const diff = new PNG({ width: expected.width, height: expected.height });
  if (sameSize) {
    different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
      threshold: 0.1,
    });
  }
  const ratio = different / (expected.width * expected.height);
  if (ratio <= MAX_DIFFERENT_PIXELS_RATIO) return;
  if (update) {
    writeFileSync(file, PNG.sync.write(actual));
    return;
  }
  mkdirSync(SCREENSHOT_FAILURES, { recursive: true });
  writeFileSync(join(SCREENSHOT_FAILURES, `${name}.actual.png`), PNG.sync.write(actual));
  if (sameSize) writeFileSync(join(SCREENSHOT_FAILURES, `${name}.diff.png`), PNG.sync.write(diff));
  throw new Error(
    sameSize
      ? `${name}: ${different} pixels (${(ratio * 100).toFixed(2)}%) differ from the baseline; see ${SCREENSHOT_FAILURES}`
      : `${name}: ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}; see ${SCREENSHOT_FAILURES}`,
  );
}
