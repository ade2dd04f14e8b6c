// Issue 18 "Past one machine": `npm run build -- --shard i/n` renders one n-th of the agencies,
// with shared assets byte-identical to every other shard's, so n workers build at once and their
// output folders, copied into one, are the tree a single build writes. Within one machine, a build
// renders in one process per core the same way.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSites, parseShard, partition, renderWorkers, shardOf } from '../lib/buildSites.ts';
import { CONFIG_DIR } from '../lib/configFiles.ts';

const root = mkdtempSync(join(tmpdir(), 'wl-shards-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file under `dir` by its path inside it, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return new Map(files.map((file) => [relative(dir, file), readFileSync(file)]));
}

const isManifest = (path: string) => path.startsWith('.build-manifest');

describe('--shard i/n (issue 18)', () => {
  it('reads i/n and refuses anything else with the form it expects', () => {
    expect(parseShard('2/5')).toEqual({ index: 2, count: 5 });
    for (const wrong of ['0/2', '3/2', '1/0', 'half', '1/2/3', '-1/2']) {
      expect(() => parseShard(wrong)).toThrow(/--shard expects i\/n with 1 <= i <= n/);
    }
  });

  it('puts an agency on one shard for good, and spreads a thousand over all of them', () => {
    const subdomains = Array.from({ length: 1000 }, (_, index) => `agency-${index}`);
    const counts = [0, 0, 0, 0];
    for (const subdomain of subdomains) {
      const shard = shardOf(subdomain, 4);
      expect(shardOf(subdomain, 4)).toBe(shard);
      counts[shard - 1] = (counts[shard - 1] ?? 0) + 1;
    }
    // About even: no shard with less than a fifth or more than a third of the agencies.
    for (const count of counts) expect(count).toBeGreaterThan(200);
    for (const count of counts) expect(count).toBeLessThan(334);
  });

  it('renders in one process per core from four agencies, with about as many pages in each', () => {
    expect([renderWorkers(1, 2), renderWorkers(3, 2), renderWorkers(4, 2)]).toEqual([1, 1, 2]);
    expect([renderWorkers(1000, 2), renderWorkers(1000, 8), renderWorkers(10, 8)]).toEqual([
      2, 8, 5,
    ]);
    // An agency's pages grow with its languages: nine and one balance five, four and one.
    const agency = (name: string, languages: number) => ({
      name,
      config: { languages: Array.from({ length: languages }, () => 'en') },
    });
    const agencies = [
      agency('a', 1),
      agency('b', 9),
      agency('c', 4),
      agency('d', 5),
      agency('e', 1),
    ];
    const groups = partition(agencies, 2);
    expect(groups.map((group) => group.map(({ name }) => name).sort())).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('two shards of two agencies, copied into one folder, are the single build', async () => {
    const configs = join(root, 'configs');
    mkdirSync(configs);
    cpSync(join(CONFIG_DIR, 'assets'), join(configs, 'assets'), { recursive: true });
    // dormant falls on shard 1 of 2 and nordlys on shard 2 (shardOf), so each shard renders one.
    for (const name of ['dormant', 'nordlys']) {
      cpSync(join(CONFIG_DIR, `${name}.json`), join(configs, `${name}.json`));
    }
    const logs = new Map<string, string[]>();
    const build = (name: string, shard?: { index: number; count: number }, renderRuns = 1) => {
      const lines: string[] = [];
      logs.set(name, lines);
      return buildSites({
        configDir: configs,
        outDir: join(root, name, 'sites'),
        log: (line) => lines.push(line),
        renderRuns,
        ...(shard ? { shard } : {}),
      });
    };
    const first = await build('first', { index: 1, count: 2 });
    const second = await build('second', { index: 2, count: 2 });
    // The single build renders in two processes at once, as a larger one does on two cores.
    const whole = await build('whole', undefined, 2);
    // The shell is bundled once for its sources (by the first build, or earlier), not per build.
    expect(
      ['second', 'whole'].filter((name) => logs.get(name)?.includes('bundling the shell')),
    ).toEqual([]);
    expect([first.rendered, second.rendered, whole.rendered.sort()]).toEqual([
      ['dormant'],
      ['nordlys'],
      ['dormant', 'nordlys'],
    ]);
    expect([...first.failed, ...second.failed, ...whole.failed]).toEqual([]);

    const one = tree(join(root, 'first', 'sites'));
    const two = tree(join(root, 'second', 'sites'));
    // What both shards wrote (the shell's and remotes' assets, the unknown-host page) is the same.
    const shared = [...one.keys()].filter((path) => two.has(path));
    expect(shared.some((path) => path.startsWith('_shell/'))).toBe(true);
    expect(shared.some((path) => path.startsWith('_remotes/main/'))).toBe(true);
    const differing = shared.filter((path) => !one.get(path)?.equals(two.get(path) as Buffer));
    expect(differing).toEqual([]);

    // Copied into one folder, they hold the single build's files, byte for byte.
    const merged = new Map([...one, ...two]);
    const single = tree(join(root, 'whole', 'sites'));
    const files = (map: Map<string, Buffer>) =>
      [...map.keys()].filter((path) => !isManifest(path)).sort();
    expect(files(merged)).toEqual(files(single));
    const changed = files(single).filter(
      (path) => !single.get(path)?.equals(merged.get(path) as Buffer),
    );
    expect(changed).toEqual([]);
    // Each shard keeps its own manifest, so the copies do not overwrite each other's.
    expect([...one.keys()].filter(isManifest)).toEqual(['.build-manifest.1-of-2.json']);
    expect([...two.keys()].filter(isManifest)).toEqual(['.build-manifest.2-of-2.json']);
  }, 600_000);
});
