// The modules a browser fetches before a module can run: the module and everything it imports
// statically, transitively. Read from the built files (es-module-lexer, the lexer Vite itself
// uses), so it holds whatever the bundler named its chunks.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { init, parse } from 'es-module-lexer';

/** `import … from` and `export … from`: the imports fetched before the module runs. */
const STATIC_IMPORT = 1;

/**
 * A memoised closure over the built modules under `root`: `of(file)` lists `file` (a path
 * relative to `root`, `/`-separated) and every file it imports statically, once each, the file
 * first. Only relative imports count: a bare or absolute one is not a file of this build.
 */
export async function moduleClosures(root: string): Promise<{ of(file: string): string[] }> {
  await init;
  const direct = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let found = direct.get(file);
    if (!found) {
      const [imports] = parse(readFileSync(join(root, file), 'utf8'), file);
      found = imports
        .filter(({ t, n }) => t === STATIC_IMPORT && n?.startsWith('.'))
        .map(({ n }) => posix.normalize(posix.join(posix.dirname(file), n as string)));
      direct.set(file, found);
    }
    return found;
  };
  return {
    of(file) {
      const seen = new Set<string>();
      const visit = (next: string) => {
        if (seen.has(next)) return;
        seen.add(next);
        for (const imported of importsOf(next)) visit(imported);
      };
      visit(file);
      return [...seen];
    },
  };
}
