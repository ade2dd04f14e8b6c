import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
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

const created: string[] = [];

// Each test file that makes temp folders removes them when it ends (runs of the suite left
// hundreds behind in the temp folder).
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
});

/** A fresh folder under the system temp folder, removed when the test file ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  created.push(dir);
  return dir;
}
