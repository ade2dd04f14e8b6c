import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_STORIES } from './requiredStories.ts';

const ROOT = join(import.meta.dirname, '..', '..');
let out: string;
let storyIds: Set<string>;

// Issue 3 "Done when": the storybook build lists a story for each state. This runs the real
// build (about 10 s) and reads the index it writes.
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'storybook-build-'));
  const build = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'storybook'),
    ['build', '--test', '--quiet', '--output-dir', out, '--disable-telemetry'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CACHE_DIR: join(out, '.cache'), STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  if (build.status !== 0)
    throw new Error(`storybook build failed:\n${build.stdout}\n${build.stderr}`);
  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as {
    entries: Record<string, { type: string }>;
  };
  storyIds = new Set(
    Object.entries(index.entries)
      .filter(([, entry]) => entry.type === 'story')
      .map(([id]) => id),
  );
}, 180_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the storybook build lists a story for each state of issue 3', () => {
  for (const [state, ids] of Object.entries(REQUIRED_STORIES)) {
    it(state, () => {
      expect(ids.filter((id) => !storyIds.has(id))).toEqual([]);
    });
  }
});
