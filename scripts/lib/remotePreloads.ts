// What a booking page can fetch at once instead of one hop after another: a remote's entry, its
// exposed `./App` and every module they import statically, and their stylesheets. Without these
// hints the browser learns each file only once the previous one has run (the entry, then the
// federation's helpers, then App, then what App imports: about nine round trips on a phone).
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { init, parse } from 'es-module-lexer';
import type { RemotePreload } from '../../sites/shell/src/lib/pageData.ts';
import { remoteManifestFile } from './buildRemotes.ts';
import { REMOTE_ENTRY, REMOTES_DIR } from './serving.ts';

/** The exposed module a booking page mounts, as remote-kit's Vite config names its source. */
const APP_SOURCE = 'src/App.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/**
 * The files `start` imports statically, itself included, transitively, relative to `root`. Read
 * from the built modules themselves (es-module-lexer): Vite's manifest misnames the chunk the
 * federation plugin splits an exposed module into.
 */
async function staticClosure(root: string, start: string): Promise<string[]> {
  await init;
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const [imports] = parse(readFileSync(join(root, file), 'utf8'), file);
    for (const { n: specifier, t: type } of imports) {
      // 1: `import … from`, the only kind the browser fetches before the module runs.
      if (type !== 1 || !specifier?.startsWith('.')) continue;
      visit(posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  };
  visit(start);
  return [...found];
}

/**
 * The preload hints of each built-in remote built into `sitesDir` (buildRemotes.ts), by name; a
 * remote without its manifest (built before manifests were kept) has none.
 */
export async function remotePreloads(
  sitesDir: string,
  names: readonly string[],
): Promise<Record<string, RemotePreload>> {
  const preloads: Record<string, RemotePreload> = {};
  for (const name of names) {
    const manifestFile = remoteManifestFile(sitesDir, name);
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const app = manifest[APP_SOURCE];
    if (!app) continue;
    const root = join(sitesDir, REMOTES_DIR, name);
    const scripts = new Set([
      ...(await staticClosure(root, REMOTE_ENTRY)),
      ...(await staticClosure(root, app.file)),
    ]);
    // The stylesheets the exposed module links before it renders (remote-kit exposedStyles.ts);
    // a page's own come with its code.
    const styles = new Set(
      Object.values(manifest)
        .filter((chunk) => scripts.has(chunk.file))
        .flatMap((chunk) => chunk.css ?? []),
    );
    const url = (file: string) => `/${REMOTES_DIR}/${name}/${file}`;
    preloads[name] = { scripts: [...scripts].map(url), styles: [...styles].map(url) };
  }
  return preloads;
}
