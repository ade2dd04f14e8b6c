// Each page of a remote brings only its own styles (issue 18's CSS budget): with CSS split per
// chunk, Vite links a lazily loaded page's stylesheets when the page is imported (its preload
// helper), but nothing links the stylesheets an exposed module needs before it renders — the
// federation plugin's `bundleAllCSS` would, with every page's styles at once. This plugin starts
// each exposed module with the loading of the stylesheets of the modules it imports statically,
// itself included, and finishes it before the module is handed to the host.
import { posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The stylesheets `entry` and every chunk it imports statically need, by file name. */
export function staticStylesheets(bundle: OutputBundle, entry: OutputChunk): string[] {
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return [...styles];
}

/**
 * The statement put first in an exposed module: links each stylesheet (once, whoever asked
 * first: the shell's preload hint, another exposed module, Vite's helper) and waits until all
 * have loaded, so the host's first render is styled. A stylesheet that fails to load fails the
 * module, as a failed import would.
 */
export function linkStylesheets(hrefs: readonly string[]): string {
  return `await Promise.all(${JSON.stringify(hrefs)}.map((file) => {
  const href = new URL(file, import.meta.url).href;
  const linked = [...document.querySelectorAll('link[rel="stylesheet"]')].find((link) => link.href === href);
  if (linked?.sheet) return undefined;
  if (linked) return new Promise((done) => {
    linked.addEventListener('load', done);
    linked.addEventListener('error', done);
  });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error(\`Unable to load the stylesheet \${href}\`)));
    document.head.append(link);
  });
}));
`;
}

/** `exposedSources`: the exposed modules' files, absolute. */
export function exposedStyles(exposedSources: readonly string[]): Plugin {
  return {
    name: 'wl:exposed-styles',
    apply: 'build',
    // After Vite has named every stylesheet (its CSS plugin's renderChunk). The chunk hashes
    // already cover them: a chunk's own styles are part of its hash (augmentChunkHash) and an
    // entry's hash covers the chunks it imports.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry || !output.facadeModuleId) continue;
        if (!exposedSources.includes(output.facadeModuleId)) continue;
        const hrefs = staticStylesheets(bundle, output).map((css) => {
          const relative = posix.relative(posix.dirname(output.fileName), css);
          return relative.startsWith('.') ? relative : `./${relative}`;
        });
        if (hrefs.length > 0) output.code = linkStylesheets(hrefs) + output.code;
      }
    },
  };
}
