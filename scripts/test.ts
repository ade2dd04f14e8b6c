// npm test's Vitest run: the story suites and the Node suites as two Vitest processes side by
// side. In one process a group's worker count is shared by its browser and Node pools, so on 2
// cores the site suites (one Chromium each, mostly waiting on pages) ran one file at a time while a
// core sat idle once the stories were done. Here the stories keep one browser at a time, and the
// Node process runs the unit and script suites first, then two site files at a time (the sites
// project's `sequence.groupOrder` and `maxWorkers`). Arguments (a project, a file) run one
// ordinary `vitest run` with them instead.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

const STORIES = 'stories:*';
const VITEST = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

function vitest(label: string, args: string[]): Promise<number> {
  const child = spawn(process.execPath, [VITEST, 'run', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  // Whole lines only, so the two processes' reports interleave line by line, never mid-line.
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: from }).on('line', (line) => to.write(`${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      if (code !== 0) console.error(`${label}: vitest exited with ${code ?? signal}`);
      resolve(code ?? 1);
    });
  });
}

const forwarded = process.argv.slice(2);
const codes =
  forwarded.length > 0
    ? [await vitest('vitest', forwarded)]
    : await Promise.all([
        vitest('story suites', ['--project', STORIES]),
        vitest('node suites', ['--project', `!${STORIES}`]),
      ]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
