// Pages for the sites tests, each as a new visitor has it (no cookies, no storage), at a fraction
// of a new browser context's cost. Chromium keeps no V8 code cache in an incognito context, which
// is what every Playwright `newContext` is: each new page there compiles every script of the site
// again (about 1.9 s of CPU for horizon's home on 2 cores, docs/measurements.md). One persistent
// context keeps the cache from page to page; its cookies and the storage of every origin it
// visited are cleared before each page, and the context-wide calls that would reach the next test
// refuse on its pages (that test asks for a context of its own instead).
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { chromium } from 'playwright';

/** What Chromium keeps per origin besides cookies (CDP `Storage.clearDataForOrigin`). */
const ORIGIN_STORAGE = [
  'local_storage',
  'indexeddb',
  'service_workers',
  'cache_storage',
  'file_systems',
  'shared_storage',
  'storage_buckets',
].join(',');

/** Calls whose effect outlives the page: on a shared page they would reach the next test. */
const CONTEXT_WIDE = new Set<string | symbol>([
  'addInitScript',
  'clock',
  'close',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
]);

function refusal(call: string): Error {
  return new Error(
    `${call} would outlive this test on the shared visitor page: open the page with ` +
      '{ ownContext: true } (tests/sites/visitorPages.ts)',
  );
}

/** The context of a shared page, without the calls that would leak into the next test. */
function guarded(context: BrowserContext): BrowserContext {
  return new Proxy(context, {
    get(target, property, receiver) {
      if (CONTEXT_WIDE.has(property)) throw refusal(`context.${String(property)}`);
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Only a viewport can be given to one page of a shared context; anything else needs its own. */
export function sharable(options: BrowserContextOptions): boolean {
  return Object.keys(options).every((key) => key === 'viewport');
}

export interface VisitorPages {
  /** A new visitor's page, or null while the previous one is still open (use a context then). */
  open(
    options: Pick<BrowserContextOptions, 'viewport'>,
  ): Promise<{ page: Page; close(): Promise<void> } | null>;
  close(): Promise<void>;
}

export function visitorPages(
  profileDir: string,
  launch: { executablePath: string; args: string[] },
): VisitorPages {
  let context: BrowserContext | null = null;
  let current: Page | null = null;
  const origins = new Set<string>();

  async function started(): Promise<BrowserContext> {
    if (context) return context;
    context = await chromium.launchPersistentContext(profileDir, launch);
    context.on('request', (request) => {
      const { protocol, origin } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    });
    return context;
  }

  /** Back to a new visitor: the cookies and each visited origin's storage gone, the cache kept. */
  async function forget(shared: BrowserContext): Promise<void> {
    await shared.clearCookies();
    await shared.clearPermissions();
    // A page a test opened beside its own (axe finishes its run in one) goes with it.
    const [keeper = await shared.newPage(), ...others] = shared.pages();
    await Promise.all(others.map((page) => page.close()));
    const session = await shared.newCDPSession(keeper);
    try {
      for (const origin of origins) {
        await session.send('Storage.clearDataForOrigin', { origin, storageTypes: ORIGIN_STORAGE });
      }
    } finally {
      await session.detach();
    }
  }

  return {
    async open(options) {
      if (current) return null;
      const shared = await started();
      await forget(shared);
      const page = await shared.newPage();
      current = page;
      page.once('close', () => {
        if (current === page) current = null;
      });
      if (options.viewport) await page.setViewportSize(options.viewport);
      const withoutLeaks = guarded(shared);
      Object.defineProperty(page, 'context', { value: () => withoutLeaks });
      Object.defineProperty(page, 'clock', {
        get: () => {
          throw refusal('page.clock');
        },
      });
      return { page, close: () => page.close() };
    },
    async close() {
      await context?.close();
    },
  };
}
