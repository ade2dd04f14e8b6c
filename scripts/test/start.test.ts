// Issue 4 "Done when": npm start builds, serves and prints every demo agency's URL; adding a
// fifth config renders only it; a broken fifth leaves the four untouched and prints its error.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_DIR, ROOT } from '../lib/configFiles.ts';
import { runScript, tempDir } from './cli.ts';

const DEMO = ['dormant', 'horizon', 'nordlys', 'solmar'];

function build(configs: string, out: string) {
  return runScript('build.ts', ['--configs', configs, '--out', out]);
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

describe('npm run build (issue 4)', () => {
  it('renders only a new agency, then keeps the four when the fifth breaks', () => {
    const configs = tempDir('configs');
    cpSync(CONFIG_DIR, configs, { recursive: true });
    const out = join(tempDir('build'), 'sites');
    const nginx = () => readFileSync(join(out, '..', 'nginx', 'sites.conf'), 'utf8');

    const first = build(configs, out);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    for (const name of DEMO) expect(first.stdout).toContain(`✓ ${name} rendered`);
    expect(first.stdout).toMatch(/\[1\/4\] \w+/);
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
  }, 120_000);
});

describe('npm start (issue 4)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGTERM');
  });

  it('builds, serves and prints the URL of every demo agency', async () => {
    const out = join(tempDir('start'), 'sites');
    const data = tempDir('data');
    child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'start.ts'), '--out', out],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: '0',
          PLATFORM_DB: join(data, 'platform.sqlite'),
          NO_COLOR: '1',
        },
      },
    );
    let stdout = '';
    const printed = new Promise<void>((resolve, reject) => {
      child?.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk;
        if (/Platform API/.test(stdout)) resolve();
      });
      child?.on('exit', (code) => reject(new Error(`start exited with ${code}: ${stdout}`)));
    });
    await printed;
    for (const name of DEMO) {
      expect(stdout).toMatch(new RegExp(`http://${name}\\.localhost:\\d+/`));
    }
    expect(stdout).toMatch(/http:\/\/dormant\.localhost:\d+\/ \(inactive\)/);
  }, 120_000);
});
