// The generated pages' CSP allows react-aria's run-time <style> elements by hash (DESIGN §2 CSP);
// the hashes are only right while the installed react-aria writes exactly this text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ARIA_RUNTIME_STYLES } from '../../sites/shell/src/lib/pageHead.ts';
import { ROOT } from '../lib/configFiles.ts';

/** The `<style>` texts a react-aria module writes (`style.textContent = \`…\`.trim()`). */
function runtimeStyles(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const constants = new Map(
    [...source.matchAll(/(\$\w+\$var\$\w+)\s*=\s*'([^']*)'/g)].map((m) => [m[1], m[2]]),
  );
  return [...source.matchAll(/style\.textContent\s*=\s*`([^`]*)`\.trim\(\)/g)].map((match) =>
    (match[1] ?? '')
      .replace(/\$\{([^}]+)\}/g, (_, name: string) => constants.get(name) ?? name)
      .trim(),
  );
}

describe('react-aria run-time styles allowed by the CSP', () => {
  it('match what the installed react-aria inserts', () => {
    const fromUi = createRequire(join(ROOT, 'packages/ui/package.json'));
    const components = dirname(fromUi.resolve('react-aria-components/package.json'));
    const aria = dirname(
      createRequire(join(components, 'package.json')).resolve('react-aria/package.json'),
    );
    const inserted = [
      ...runtimeStyles(join(aria, 'dist/private/interactions/usePress.mjs')),
      ...runtimeStyles(join(aria, 'dist/private/overlays/usePreventScroll.mjs')),
    ];
    expect(inserted).toEqual([...REACT_ARIA_RUNTIME_STYLES]);
  });
});
