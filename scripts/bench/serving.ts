// Serving (issue 18): requests per second and p99 latency of scripts/serve and of nginx with the
// generated config, on the same built tree, the same page and the same load, runs alternating so
// neither gets the quieter moments. nginx runs one worker, as scripts/serve is one Node process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from '../lib/nginxRunner.ts';
import { startServeProcess } from '../lib/serveProcess.ts';
import { median } from './measure.ts';

export interface ServingResult {
  server: 'scripts/serve' | 'nginx';
  /** What the client accepts: `br, gzip` (a browser) or nothing (identity). */
  encoding: string;
  /** Median over the runs. */
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const SERVING_LOAD = {
  path: '/about',
  host: 'horizon.localhost',
  connections: 50,
  seconds: 10,
} as const;

/**
 * A browser's `br, gzip` (scripts/serve answers from its cache of compressed bodies; the generated
 * nginx config gzips as it sends, Debian's nginx has no brotli), and identity (the file as it is).
 */
export const ENCODINGS = ['br, gzip', 'identity'] as const;

async function load(port: number, encoding: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${SERVING_LOAD.path}`,
    connections: SERVING_LOAD.connections,
    duration: SERVING_LOAD.seconds,
    headers: { host: SERVING_LOAD.host, 'accept-encoding': encoding },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function measureServing(sitesDir: string, runs: number): Promise<ServingResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'wl-serving-'));
  const serve = await startServeProcess({ sitesDir, databaseFile: join(work, 'platform.sqlite') });
  try {
    // nginx hands /api to the same process's platform API; /about never reaches it.
    const nginx = await startNginx({
      dir: join(work, 'nginx'),
      sitesDir,
      apiUpstream: `127.0.0.1:${serve.port}`,
    });
    try {
      type Sample = Awaited<ReturnType<typeof load>>;
      const samples = new Map<string, Sample[]>();
      const take = (key: string, sample: Sample) =>
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      // A short warm-up for each (JIT, file caches), not counted.
      for (const port of [serve.port, nginx.port]) {
        await autocannon({
          url: `http://127.0.0.1:${port}${SERVING_LOAD.path}`,
          duration: 2,
          headers: { host: SERVING_LOAD.host },
        });
      }
      for (let run = 0; run < runs; run++) {
        for (const encoding of ENCODINGS) {
          take(`scripts/serve ${encoding}`, await load(serve.port, encoding));
          take(`nginx ${encoding}`, await load(nginx.port, encoding));
        }
      }
      const summary = (server: ServingResult['server'], encoding: string): ServingResult => {
        const list = samples.get(`${server} ${encoding}`) ?? [];
        return {
          server,
          encoding,
          requestsPerSecond: Math.round(median(list.map((sample) => sample.rps))),
          p99Ms: median(list.map((sample) => sample.p99)),
          errors: list.reduce((sum, sample) => sum + sample.errors, 0),
          non2xx: list.reduce((sum, sample) => sum + sample.non2xx, 0),
        };
      };
      return ENCODINGS.flatMap((encoding) => [
        summary('scripts/serve', encoding),
        summary('nginx', encoding),
      ]);
    } finally {
      await nginx.stop();
    }
  } finally {
    await serve.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
