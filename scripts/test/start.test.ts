// Issue 4 "Done when": npm start builds, serves and prints every demo agency's URL; adding a
// fifth config renders only it; a broken fifth leaves the four untouched and prints its error.
// One build from nothing serves both: npm start's, whose output npm run build then carries on.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN } from '../lib/buildSites.ts';
import { CONFIG_DIR, ROOT } from '../lib/configFiles.ts';
import { runScript, tempDir } from './cli.ts';

const DEMO = ['dormant', 'horizon', 'nordlys', 'solmar'];

// The SDK the build packs beside the sites is the remote starter's test's (packSdk, the same call).
function build(configs: string, out: string) {
  return runScript('build.ts', ['--configs', configs, '--out', out, '--no-sdk']);
}

/** A fifth agency: nordlys under another name, without images. */
function writeFifth(configs: string, change: (agency: Record<string, unknown>) => void = () => {}) {
  const config = JSON.parse(readFileSync(join(CONFIG_DIR, 'nordlys.json'), 'utf8'));
  config.agency.subdomain = 'fifth';
  config.agency.agencyName = 'Fifth Journeys';
  // Agency ids are unique across configs, like subdomains (the copy would clash with nordlys's).
  config.agency.id = 1005;
  for (const image of ['logo', 'logoMobile', 'favicon']) delete config.agency[image];
  delete config.about.image;
  change(config.agency);
  writeFileSync(join(configs, 'fifth.json'), JSON.stringify(config, null, 2));
}

const mtimes = (out: string) =>
  Object.fromEntries(DEMO.map((name) => [name, statSync(join(out, name, 'index.html')).mtimeMs]));

interface Started {
  /** A copy of the demo configs, the folder npm start built from. */
  configs: string;
  /** The sites folder npm start built from nothing and served. */
  out: string;
  /** All npm start printed until it served, and its exit code once stopped (SIGTERM). */
  stdout: string;
  code: number | null;
}

let child: ChildProcess | undefined;
let started: Promise<Started> | undefined;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});

/**
 * `npm start` on a copy of the demo configs into a fresh folder, once for this file (whichever
 * test asks first): it builds every agency, serves them and prints their URLs, and is stopped once
 * it has. Its canonical origin is the one npm run build uses by default, so a build over the same
 * folder finds the four agencies current (the origin is part of an agency's hash).
 */
function startOnce(): Promise<Started> {
  started ??= (async () => {
    const configs = tempDir('configs');
    cpSync(CONFIG_DIR, configs, { recursive: true });
    const out = join(tempDir('start'), 'sites');
    const data = tempDir('data');
    const spawned = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'start.ts'), '--configs', configs, '--out', out],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: '0',
          PLATFORM_DB: join(data, 'platform.sqlite'),
          WL_SITE_ORIGIN: DEFAULT_ORIGIN,
          NO_COLOR: '1',
        },
      },
    );
    child = spawned;
    let stdout = '';
    const exited = new Promise<number | null>((resolve) => {
      spawned.on('exit', (code) => resolve(code));
    });
    await new Promise<void>((resolve, reject) => {
      spawned.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk;
        if (/Platform API/.test(stdout)) resolve();
      });
      spawned.on('exit', (code) => reject(new Error(`start exited with ${code}: ${stdout}`)));
    });
    const printed = stdout;
    spawned.kill('SIGTERM');
    return { configs, out, stdout: printed, code: await exited };
  })();
  return started;
}

describe('npm start (issue 4)', () => {
  it('builds, serves and prints the URL of every demo agency', async () => {
    const { stdout, code } = await startOnce();
    for (const name of DEMO) {
      expect(stdout).toMatch(new RegExp(`http://${name}\\.localhost:\\d+/`));
    }
    expect(stdout).toMatch(/http:\/\/dormant\.localhost:\d+\/ \(inactive\)/);
    // Stopped, it closed the server and exited without a failed agency.
    expect(code, stdout).toBe(0);
  }, 120_000);
});

describe('npm run build (issue 4)', () => {
  it('renders only a new agency, then keeps the four when the fifth breaks', async () => {
    // The first build of the four, from nothing: npm start's (the same build and summary).
    const { configs, out, stdout: first } = await startOnce();
    const nginx = () => readFileSync(join(out, '..', 'nginx', 'sites.conf'), 'utf8');

    for (const name of DEMO) expect(first).toContain(`✓ ${name} rendered`);
    expect(first).toMatch(/\[1\/4\] \w+/);
    expect(first).not.toContain('✗');
    const before = mtimes(out);

    writeFifth(configs);
    const second = build(configs, out);
    expect(second.status, second.stdout + second.stderr).toBe(0);
    expect(second.stdout).toContain('rendering 1 of 5 agencies (4 unchanged)');
    expect(second.stdout).toContain('✓ fifth rendered');
    for (const name of DEMO) expect(second.stdout).toContain(`= ${name} unchanged`);
    expect(mtimes(out)).toEqual(before);
    const fifthHome = readFileSync(join(out, 'fifth', 'index.html'), 'utf8');
    expect(fifthHome).toContain('Fifth Journeys');
    // The nginx config follows every build (DESIGN §2 Serving).
    expect(nginx()).toContain('server_name fifth.localhost');

    writeFifth(configs, (agency) => {
      agency.primaryColor = 'not-a-colour';
    });
    const third = build(configs, out);
    expect(third.status).toBe(1);
    expect(third.stdout).toContain('✗ fifth failed (previous output kept)');
    expect(third.stdout).toContain(`${join(configs, 'fifth.json')}: agency.primaryColor:`);
    expect(third.stdout).toContain('4 of 5 agencies built');
    expect(mtimes(out)).toEqual(before);
    // The fifth agency's last good build is still served.
    expect(readFileSync(join(out, 'fifth', 'index.html'), 'utf8')).toBe(fifthHome);
  }, 180_000);
});
