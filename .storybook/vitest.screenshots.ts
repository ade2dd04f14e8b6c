// Visual regression of every story, offline (issue 19 item 2): once a story has rendered and its
// play function and axe check have passed, what it shows is compared with the baseline committed
// beside the story, one folder per theme run
// (`__screenshots__/<agency>-<language>/<story file>/<Story>.png`).
// What Chromatic would do with one mode per agency, without uploading anything.
//
// `vitest run -u` writes changed or missing baselines after a reviewed change; without it a
// missing or different baseline fails, leaving the actual and diff images in .vitest/attachments/.
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SCREENSHOT_WIDTH_PHONE } from '../packages/ui/src/fixtures/screenshots.ts';
import { DEFAULT_AGENCY, DEFAULT_LANGUAGE } from './agencies.ts';

interface ScreenshotParameters {
  /**
   * More viewport widths the story is compared at, for a component whose layout changes with the
   * width (packages/ui/src/fixtures/screenshots.ts). Only in the layout runs (vitest.config.ts).
   */
  widths?: readonly number[];
  /** Why the story has no screenshot. */
  skip?: string;
}

declare module '@storybook/react-vite' {
  interface Parameters {
    screenshot?: ScreenshotParameters;
  }
}

interface StoryUnderTest {
  storyName: string;
  parameters: { screenshot?: ScreenshotParameters };
}

/** Any width up to this is a phone already: its story needs no second phone image. */
const PHONE_MAX_WIDTH = 480;
const PHONE_HEIGHT = 844;

/**
 * A fixed day, so a calendar, a "today" or a countdown draws the same on any day the suite runs.
 * Only Date is replaced, and it keeps ticking, so timers, debounces and animations run as before;
 * and only during a story, because Vitest's browser runner reads the clock between files too.
 */
const STORY_DAY = new Date('2026-11-21T09:30:00');

/** What the page held before this story: the last story's canvas and anything left over. */
let before = new Set<Element>();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: STORY_DAY });
  before = new Set(document.body.children);
  // One page serves every story file: a story starts at the top, wherever the last one scrolled.
  window.scrollTo(0, 0);
});

// Vitest 5.1's browser runner re-imports this file for each story file under a `?browserv=` of
// Date.now(): two files set up in the same millisecond share one import, and the second runs
// without these hooks. Ending each file on a new millisecond keeps every file's hooks.
afterAll(() => {
  const end = Date.now();
  while (Date.now() === end) {
    // wait for the next millisecond
  }
});

afterEach(async (context) => {
  try {
    await compareStory(context);
  } finally {
    vi.useRealTimers();
  }
});

async function compareStory(context: { task: { result?: { errors?: unknown[] } } }) {
  // A story that already failed says why in its own error; a screenshot would only add noise.
  if (context.task.result?.errors?.length) return;
  const story = (context as { story?: StoryUnderTest }).story;
  const screenshot = story?.parameters.screenshot;
  if (!story || screenshot?.skip) return;
  await document.fonts.ready;
  // The theme run's folder leads the name: vitest.config.ts resolves it into the baseline's path.
  const name = `${DEFAULT_AGENCY}-${DEFAULT_LANGUAGE}/${story.storyName}`;
  await matchesBaseline(name);
  if (import.meta.env.WL_STORY_LAYOUTS !== 'yes') return;
  const { innerWidth, innerHeight } = window;
  const widths = (screenshot?.widths ?? []).filter(
    (width) => !(width <= SCREENSHOT_WIDTH_PHONE && innerWidth <= PHONE_MAX_WIDTH),
  );
  for (const width of widths) {
    await page.viewport(width, width <= PHONE_MAX_WIDTH ? PHONE_HEIGHT : innerHeight);
    // Components that switch layout in script (a media query listener) render a frame later.
    await animationFrames(2);
    await matchesBaseline(`${name}-${width}px`);
  }
  await page.viewport(innerWidth, innerHeight);
}

/**
 * The page captured in the target's box rather than the element: the same pixels (checked byte for
 * byte), without Playwright's per-element waits and scrolling, about 40 ms less a screenshot over
 * some 2,500 screenshots a run. A capture taken while something still moves differs from the
 * baseline, and Vitest then retries until two captures agree before comparing.
 *
 * A story taller than the window is compared where the window shows it: Chromium's capture of an
 * element beyond the window drew only the window's part and left the rest blank (a 6,290 px
 * settings form recorded one window of content), and which part depended on the scroll. A story
 * whose state is further down scrolls to it in its play. A box wider than the window (content
 * overflowing a phone's width) still goes the element's way, so the overflow shows.
 */
async function matchesBaseline(name: string) {
  const target = screenshotTarget();
  const box = await settledBox(target);
  // Playwright's element screenshot takes the box's enclosing whole pixels (its enclosingIntRect).
  const x = Math.floor(box.x + 1e-3);
  const width = Math.ceil(box.right - 1e-3) - x;
  const top = Math.max(0, Math.floor(box.y + 1e-3));
  const bottom = Math.min(window.innerHeight, Math.ceil(box.bottom - 1e-3));
  const fitsAcross = x >= 0 && x + width <= window.innerWidth;
  if (!fitsAcross || bottom <= top) {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
    return;
  }
  await expect(page).toMatchScreenshot(name, {
    screenshotOptions: { clip: { x, y: top, width, height: bottom - top } },
  });
}

/**
 * The target's box once its images have loaded: a logo arriving after the box was read would grow
 * the story past the clip (seen in a fresh clone). No wait for animation frames: each one drawn on
 * purpose cost CPU (a theme run 78 s -> 91 s with two); a capture that still differs is retried.
 */
async function settledBox(target: Element): Promise<DOMRect> {
  const loading = [...target.querySelectorAll('img')].filter(
    (image) => !image.complete && image.loading !== 'lazy',
  );
  if (loading.length > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(
        loading.map(
          (image) =>
            new Promise((loaded) => {
              image.addEventListener('load', loaded, { once: true });
              image.addEventListener('error', loaded, { once: true });
            }),
        ),
      ),
      // An image that never answers leaves the box as it is; the comparison then says so.
      new Promise((waited) => {
        timer = setTimeout(waited, IMAGE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  return target.getBoundingClientRect();
}

const IMAGE_WAIT_MS = 5_000;

function animationFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });
}

/**
 * The story's own box when it is all it shows (smaller images, faster to compare); the whole page
 * when it also shows something in a portal (a modal, a popover, a toast).
 */
function screenshotTarget(): Element {
  const shown = [...document.body.children].filter((child) => {
    if (before.has(child) || child.classList.contains('sb-wrapper')) return false;
    // A visually hidden live region (react-aria's announcer) is 1 px: nothing to see.
    const { width, height } = child.getBoundingClientRect();
    return width > 1 && height > 1;
  });
  return shown.length === 1 && shown[0] ? shown[0] : document.body;
}
