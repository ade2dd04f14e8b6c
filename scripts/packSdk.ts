// npm run pack-sdk [-- --out <dir>]: builds the remote SDK (packages/remote-sdk, docs/remotes.md
// "Install the SDK") and packs it with `npm pack` into dist/sdk/wl-remote-sdk-<version>.tgz, the
// file a remote outside this repository installs. The packed manifest is the package's own without
// its scripts and devDependencies: those name the workspace packages the build bundles, which an
// installer outside the workspace could not resolve and never needs.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseCli } from './lib/cli.ts';
import { ROOT } from './lib/configFiles.ts';
import { ChildBuildError, lastLines, runNodeTool, startCollecting } from './lib/nodeChild.ts';

export const SDK_DIR = join(ROOT, 'packages', 'remote-sdk');
export const SDK_OUT = join(ROOT, 'dist', 'sdk');

export interface PackedSdk {
  /** The .tgz, absolute. */
  file: string;
  name: string;
  version: string;
}

/** Builds the SDK (tsdown) and packs it into `outDir`; resolves with the packed file. */
export async function packSdk({ outDir = SDK_OUT }: { outDir?: string } = {}): Promise<PackedSdk> {
  await runNodeTool('tsdown', join(SDK_DIR, 'node_modules', 'tsdown', 'dist', 'run.mjs'), [], {
    cwd: SDK_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const manifest = JSON.parse(readFileSync(join(SDK_DIR, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  > & { name: string; version: string; files: string[] };
  const { scripts: _scripts, devDependencies: _dev, ...published } = manifest;
  const stage = mkdtempSync(join(tmpdir(), 'wl-remote-sdk-'));
  try {
    for (const entry of manifest.files)
      cpSync(join(SDK_DIR, entry), join(stage, entry), { recursive: true });
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    const destination = resolve(outDir);
    mkdirSync(destination, { recursive: true });
    const { code, output } = await startCollecting(
      'npm',
      ['pack', '--json', '--pack-destination', destination],
      { cwd: stage, env: { ...process.env, npm_config_update_notifier: 'false' } },
    ).exited;
    if (code !== 0) throw new ChildBuildError('npm pack', code, lastLines(output, 30));
    const [packed] = JSON.parse(output.slice(output.indexOf('['))) as { filename: string }[];
    if (!packed) throw new Error(`npm pack printed no file:\n${output}`);
    return {
      file: join(destination, packed.filename),
      name: manifest.name,
      version: manifest.version,
    };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseCli({
    usage: 'npm run pack-sdk -- [options]',
    summary:
      'Builds the remote SDK (packages/remote-sdk) and packs it with npm pack: the .tgz a remote\n' +
      'outside this repository installs (docs/remotes.md).',
    options: {
      out: {
        type: 'string',
        value: 'dir',
        description: 'Where the .tgz goes.',
        shownDefault: 'dist/sdk',
      },
    },
  });
  const packed = await packSdk({ outDir: values.out ? resolve(values.out) : SDK_OUT });
  console.log(`${packed.name}@${packed.version}: ${packed.file}`);
}
