// remote-kit's exposedStyles (issue 18's CSS budget): an exposed module links the stylesheets of
// what it imports statically, never those of the pages it loads later.
import { describe, expect, it } from 'vitest';
import { linkStylesheets, staticStylesheets } from '../exposedStyles.ts';

type Bundle = Parameters<typeof staticStylesheets>[0];
type Chunk = Parameters<typeof staticStylesheets>[1];

function chunk(fileName: string, imports: string[], css: string[], dynamicImports: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Chunk;
}

describe('staticStylesheets', () => {
  const app = chunk(
    'assets/App.js',
    ['assets/frame.js'],
    ['assets/App.css'],
    ['assets/Settings.js'],
  );
  const bundle = {
    'assets/App.js': app,
    'assets/frame.js': chunk(
      'assets/frame.js',
      ['assets/button.js', 'assets/App.js'],
      ['assets/frame.css'],
    ),
    'assets/button.js': chunk('assets/button.js', [], ['assets/button.css', 'assets/frame.css']),
    'assets/Settings.js': chunk(
      'assets/Settings.js',
      ['assets/button.js'],
      ['assets/Settings.css'],
    ),
  } as unknown as Bundle;

  it('takes the styles of the static imports, transitively and once each, through cycles', () => {
    expect(staticStylesheets(bundle, app).sort()).toEqual([
      'assets/App.css',
      'assets/button.css',
      'assets/frame.css',
    ]);
  });

  it('leaves out a lazily loaded page’s styles (they come with its code)', () => {
    expect(staticStylesheets(bundle, app)).not.toContain('assets/Settings.css');
  });
});

describe('linkStylesheets', () => {
  it('waits for every stylesheet, resolved against the module’s own address', () => {
    const code = linkStylesheets(['./App.css', './button.css']);
    expect(code.startsWith('await Promise.all(["./App.css","./button.css"]')).toBe(true);
    expect(code).toContain('new URL(file, import.meta.url)');
  });
});
