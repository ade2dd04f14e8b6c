import { describe, expect, it } from 'vitest';
import { vars } from './contract.css.ts';
import { themeProperties, themeStylesheet, themeValues } from './tokens.ts';

describe('agency theme values (issue 3 theme)', () => {
  it('every contract variable gets a value, under the same name', () => {
    const names = Object.values(vars).flatMap((group) =>
      Object.values(group as Record<string, string>).map((v) => v.replace(/^var\((.*)\)$/, '$1')),
    );
    expect(Object.keys(themeProperties(themeValues('#2c7be5'))).sort()).toEqual(names.sort());
  });

  it('passes the primary colour through the contrast guard: #ffd400 gets dark text', () => {
    const { color } = themeValues('#ffd400');
    expect(color.primary).toBe('#ffd400');
    expect(color.onPrimary).toBe('#111111');
    expect(color.primaryText).not.toBe('#ffd400');
  });

  it('spec §9: a 0.6 opacity variant of the primary colour', () => {
    expect(themeValues('#2c7be5').color.primaryMuted).toBe('rgba(44, 123, 229, 0.6)');
  });

  it('writes a stylesheet generated sites can inline', () => {
    const css = themeStylesheet('#0f766e');
    expect(css.startsWith(':root{--wl-color-surface:#ffffff;')).toBe(true);
    expect(css).toContain('--wl-color-primary:#0f766e');
  });
});
