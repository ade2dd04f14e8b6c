import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import cssColorNames from 'css-color-names' with { type: 'json' };
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
/** Colour values may be written only in the theme's token file. */
const ALLOWED = new Set(['theme/tokens.ts']);

const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;
const NAMED = new RegExp(`\\b(?:${Object.keys(cssColorNames).join('|')})\\b`, 'i');

/** Colour literals inside string and template literals of a source file. */
function colourLiterals(source: string): string[] {
  const strings = source.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return strings.filter(
    (literal) =>
      HEX.test(literal) ||
      FUNCTION.test(literal) ||
      // Named colours count where a CSS value is written (style files, style props).
      (NAMED.test(literal) && !/^['"`][\w./@-]+['"`]$/.test(literal) && /\s|;|:/.test(literal)) ||
      /^['"`](?:white|black|red|green|blue|gray|grey|yellow|orange|purple|pink)['"`]$/i.test(
        literal,
      ),
  );
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    return ALLOWED.has(relative(SRC, path)) ? [] : [path];
  });
}

describe('no component holds a colour literal (issue 3)', () => {
  it('finds literals when they are there', () => {
    expect(colourLiterals("color: '#fff'")).toEqual(["'#fff'"]);
    expect(colourLiterals('background: `rgb(0 0 0 / 0.5)`')).toHaveLength(1);
    expect(colourLiterals("border: '1px solid black'")).toHaveLength(1);
    expect(colourLiterals("color: 'white'")).toHaveLength(1);
    expect(colourLiterals("import x from './Header.css.ts'; const t = 'header.title';")).toEqual(
      [],
    );
  });

  it('every component and style file reads colours from the theme contract', () => {
    const offenders = componentFiles(SRC).flatMap((file) =>
      colourLiterals(readFileSync(file, 'utf8')).map(
        (literal) => `${relative(SRC, file)}: ${literal}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
