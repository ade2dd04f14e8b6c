// Debian's nginx serving a built tree with the generated config (DESIGN §2 Serving), in a folder
// of its own: what tests/nginx checks and what `npm run bench` measures against scripts/serve.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer } from 'node:net';
import { join } from 'node:path';
import { writeNginxConfig } from './nginxConfig.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: found } = probe.address() as AddressInfo;
      probe.close(() => resolve(found));
    });
  });
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

async function waitForPort(target: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}: ${readIfExists(log)}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(target, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${target}: ${readIfExists(log)}`);
}

/** The main config around the emitted include: everything nginx writes stays in `prefix`. */
function wrapper(prefix: string, include: string, workers: number): string {
  const temp = (name: string) => join(prefix, 'temp', name);
  return [
    // Running as root (CI), workers would drop to nobody and could not read the temp dir.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `worker_processes ${workers};`,
    'daemon off;',
    'master_process on;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${join(prefix, 'access.log')};`,
    `  client_body_temp_path ${temp('client_body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${include};`,
    '}',
    '',
  ].join('\n');
}

export interface NginxOptions {
  /** nginx's own folder (config, logs, temp files). */
  dir: string;
  sitesDir: string;
  /** Where /api and /resort-api go (`127.0.0.1:port`). */
  apiUpstream: string;
  /** Worker processes; 1 unless said (a like-for-like comparison with one Node process). */
  workers?: number;
}

export interface RunningNginx {
  port: number;
  /** The generated config for the tree (`sites.conf` in `dir`). */
  confFile: string;
  /** nginx's command line with this prefix and config, plus `extra` (`-t`). */
  args(...extra: string[]): string[];
  stop(): Promise<void>;
}

/** Writes the config for `sitesDir`, checks it with `nginx -t` and starts nginx on a free port. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is missing at ${NGINX}: \`npm test\` installs Debian's nginx (scripts/bootstrap.mjs), or run apt-get install nginx`,
    );
  }
  const { dir } = options;
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const port = await freePort();
  const confFile = join(dir, 'sites.conf');
  writeNginxConfig(options.sitesDir, confFile, {
    listen: `127.0.0.1:${port}`,
    apiUpstream: options.apiUpstream,
  });
  writeFileSync(join(dir, 'nginx.conf'), wrapper(dir, confFile, options.workers ?? 1));
  const args = (...extra: string[]) => [
    '-p',
    `${dir}/`,
    '-e',
    join(dir, 'error.log'),
    '-c',
    join(dir, 'nginx.conf'),
    ...extra,
  ];
  const check = spawnSync(NGINX, args('-t'), { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(NGINX, args(), { stdio: 'ignore' });
  await waitForPort(port, child, join(dir, 'error.log'));
  return {
    port,
    confFile,
    args,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
