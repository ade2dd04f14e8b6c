import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/configFiles.ts';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a repository script the way npm does (tsx on the pinned Node), from `cwd`. */
export function runScript(script: string, args: string[], cwd = ROOT): CliResult {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts', script), ...args],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `${prefix}-`));
}
