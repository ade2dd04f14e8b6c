// Which scripts a page loads before any interaction, split by who ships them (the shell's
// `_shell/` chunks, a remote's `_remotes/` chunks), and which libraries each side's chunks carry
// (issue 46 item 1: a library on both sides is loaded twice). Against a built tree:
//   npx tsx scripts/bench/pageScripts.ts --sites dist/sites [--json out.json]
// The library test is by marks each library's code keeps through minification (its own error
// texts, attribute and event names), so it says "present", not how many bytes; libraries without
// such a mark (@xstate/react, the workspace packages) are not named.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CONFIG_DIR } from '../lib/configFiles.ts';
import { startServer } from '../serve.ts';
import { CHROMIUM_ARGS } from './pageWeight.ts';

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: 'dist/sites' },
    json: { type: 'string' },
    agency: { type: 'string', default: 'horizon' },
  },
});

const DEPART = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const RETURN = new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10);

export const PAGES: Readonly<Record<string, string>> = {
  home: '/',
  about: '/about',
  login: '/login',
  'hotels search': '/booknow/hotels/search',
  'flights results': `/booknow/flights/search-details?${new URLSearchParams({
    from: 'MIA',
    fromName: 'Miami',
    to: 'MCO',
    toName: 'Orlando',
    depart: DEPART,
    return: RETURN,
    adult: '1',
    children: '0',
    infant: '0',
  })}`,
};

/** Marks a library's minified code keeps (string literals), by library. */
export const LIBRARY_MARKS: Readonly<Record<string, readonly RegExp[]>> = {
  'react-dom': [/__reactFiber|__reactContainer/],
  'react-aria-components': [/data-rac/, /react-aria-components/],
  'react-aria': [/data-react-aria-pressable/, /react-aria-focus-scope|react-aria-top-layer/],
  'react-stately': [/useControlledState|Selection manager|SelectionManager/],
  '@internationalized/date': [/gregory/, /Invalid ISO 8601/],
  zod: [/\$ZodType|_zod\.def|"_zod"/],
  xstate: [/xstate\.init/, /xstate\.stop/],
  i18next: [/i18next was not initialized|i18next\.changeLanguage/],
  'react-i18next': [/NO_I18NEXT_INSTANCE|react-i18next::|useTranslation: You will need/],
};

interface Script {
  url: string;
  side: 'shell' | 'remote' | 'other';
  gzip: number;
  libraries: string[];
}

export interface PageScripts {
  page: string;
  path: string;
  total: { gzip: number; files: number };
  shell: { gzip: number; files: number };
  remote: { gzip: number; files: number };
  /** Libraries found in both the shell's and the remote's chunks. */
  duplicated: string[];
  /** Libraries by side. */
  libraries: { shell: string[]; remote: string[] };
  scripts: Script[];
}

function sideOf(url: string): Script['side'] {
  const path = new URL(url).pathname;
  if (path.startsWith('/_shell/')) return 'shell';
  if (path.startsWith('/_remotes/')) return 'remote';
  return 'other';
}

export function librariesIn(text: string): string[] {
  return Object.entries(LIBRARY_MARKS)
    .filter(([, marks]) => marks.some((mark) => mark.test(text)))
    .map(([library]) => library);
}

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

async function measure(sitesDir: string, agency: string): Promise<PageScripts[]> {
  const work = mkdtempSync(join(tmpdir(), 'wl-page-scripts-'));
  const server = await startServer({
    sitesDir,
    configDir: CONFIG_DIR,
    databaseFile: join(work, 'platform.sqlite'),
    port: 0,
    log: () => {},
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results: PageScripts[] = [];
  try {
    for (const [page, path] of Object.entries(PAGES)) {
      const context = await browser.newContext({ ...PHONE });
      const tab = await context.newPage();
      const bodies: Promise<void>[] = [];
      const scripts: Script[] = [];
      let inFlight = 0;
      let lastChange = Date.now();
      const change = (delta: number) => {
        inFlight += delta;
        lastChange = Date.now();
      };
      tab.on('request', () => change(1));
      tab.on('requestfinished', () => change(-1));
      tab.on('requestfailed', () => change(-1));
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response.body().then(
            (body) => {
              scripts.push({
                url: response.url(),
                side: sideOf(response.url()),
                gzip: gzipSync(body, { level: 9 }).length,
                libraries: librariesIn(body.toString('utf8')),
              });
            },
            () => {},
          ),
        );
      });
      await tab.goto(new URL(path, server.url(agency)).href);
      await tab.waitForLoadState('load');
      const deadline = Date.now() + 45_000;
      while (Date.now() < deadline && !(inFlight === 0 && Date.now() - lastChange >= 1000))
        await tab.waitForTimeout(100);
      await Promise.all(bodies);
      await context.close();
      const sum = (side?: Script['side']) => {
        const of = scripts.filter((script) => !side || script.side === side);
        return { gzip: of.reduce((total, script) => total + script.gzip, 0), files: of.length };
      };
      const libs = (side: Script['side']) => [
        ...new Set(scripts.filter((s) => s.side === side).flatMap((s) => s.libraries)),
      ];
      const shellLibs = libs('shell');
      const remoteLibs = libs('remote');
      results.push({
        page,
        path,
        total: sum(),
        shell: sum('shell'),
        remote: sum('remote'),
        duplicated: shellLibs.filter((library) => remoteLibs.includes(library)),
        libraries: { shell: shellLibs, remote: remoteLibs },
        scripts: scripts.sort((a, b) => b.gzip - a.gzip),
      });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const results = await measure(resolve(values.sites), values.agency);
for (const result of results) {
  console.log(
    `${result.page} (${result.path.split('?')[0]}): ${kB(result.total.gzip)} kB gzip in ${result.total.files} files; ` +
      `shell ${kB(result.shell.gzip)} kB / ${result.shell.files}, remote ${kB(result.remote.gzip)} kB / ${result.remote.files}`,
  );
  if (result.remote.files > 0) {
    console.log(`  shell has: ${result.libraries.shell.join(', ')}`);
    console.log(`  remote has: ${result.libraries.remote.join(', ')}`);
    console.log(`  on both sides: ${result.duplicated.join(', ') || 'none'}`);
  }
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
