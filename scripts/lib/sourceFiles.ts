import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './configFiles.ts';

const STORY_OR_TEST = /\.(stories|test)\.tsx?$/;

/**
 * The files under `dir` a build is made from, sorted: stories and tests left out (they shape no
 * output), and `node_modules` never entered. A remote's folder holds pnpm's links into the store:
 * listing it whole and filtering afterwards read 200,000 entries, 4 s a remote on every build.
 */
export function sourceFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.isFile() && !STORY_OR_TEST.test(entry.name)) {
        files.push(path);
      }
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The workspace packages' files a browser bundle is made from: each package's sources, its
 * manifest and its Vite plugin (`vite.ts`, beside its src) where it has one.
 */
export function packageSources(): string[] {
  const packages = join(ROOT, 'packages');
  return readdirSync(packages).flatMap((name) => [
    ...sourceFilesUnder(join(packages, name, 'src')),
    ...['package.json', 'vite.ts']
      .map((file) => join(packages, name, file))
      .filter((file) => existsSync(file)),
  ]);
}

/** A build's inputs as one SHA-256: each file's path in the repository and its bytes, in order. */
export function fingerprintOf(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}
