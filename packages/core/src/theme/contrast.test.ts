import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  agencyPalette,
  DARK_TEXT,
  darkenUntil,
  LIGHT_TEXT,
  MUTED_SURFACE,
} from './contrast.ts';

describe('accessible contrast guard (issue: design system "Theme"; WCAG 2.2 AA 1.4.3)', () => {
  it('keeps a dark brand colour as it is, with white text', () => {
    const palette = agencyPalette('#0f766e');
    expect(palette).toMatchObject({
      primary: '#0f766e',
      onPrimary: LIGHT_TEXT,
      primaryText: '#0f766e',
    });
    expect(palette.adjustments).toEqual([]);
  });

  it('puts dark text on a yellow that fails with white, and reports it', () => {
    const palette = agencyPalette('#ffd400');
    expect(palette.onPrimary).toBe(DARK_TEXT);
    expect(wcagContrast(palette.primary, palette.onPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(palette.adjustments.find((change) => change.token === 'onPrimary')).toMatchObject({
      wanted: LIGHT_TEXT,
      used: DARK_TEXT,
    });
  });

  it('darkens the colour where it is text on either surface, as little as needed', () => {
    const palette = agencyPalette('#ffd400');
    // The muted surface is the darker: text readable there is readable on white too.
    const ratio = wcagContrast(palette.primaryText, MUTED_SURFACE);
    expect(ratio).toBeGreaterThanOrEqual(AA_TEXT);
    expect(ratio).toBeLessThan(AA_TEXT + 0.2);
    expect(wcagContrast(palette.primaryText, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(palette.adjustments.map((change) => change.token)).toEqual(['onPrimary', 'primaryText']);
  });

  it('fixes the default blue #2c7be5, below 4.5:1 on white, for text on white and on grey', () => {
    const palette = agencyPalette('#2c7be5');
    expect(wcagContrast('#2c7be5', '#ffffff')).toBeLessThan(AA_TEXT);
    expect(wcagContrast(palette.primaryText, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    // dormant's hovered Retry button was 4.15:1 on the muted surface (axe, stories:dormant:en).
    expect(wcagContrast(palette.primaryText, MUTED_SURFACE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(wcagContrast(palette.primary, palette.onPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['teal', 'rgb(255 0 0)', 'hsl(50 100% 50%)', '#fff', '#000', '#7fff00', 'rebeccapurple'])(
    'every text pairing of %s meets AA',
    (colour) => {
      const palette = agencyPalette(colour);
      expect(wcagContrast(palette.primaryText, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
      const best = Math.max(
        wcagContrast(palette.primary, LIGHT_TEXT),
        wcagContrast(palette.primary, DARK_TEXT),
      );
      expect(wcagContrast(palette.primary, palette.onPrimary)).toBeCloseTo(best, 5);
    },
  );

  it('darkens the fill when no text colour reaches AA on it (luminance ~0.19)', () => {
    const midBlue = '#3a7fc0';
    expect(wcagContrast(midBlue, LIGHT_TEXT)).toBeLessThan(AA_TEXT);
    expect(wcagContrast(midBlue, DARK_TEXT)).toBeLessThan(AA_TEXT);
    const palette = agencyPalette(midBlue);
    expect(palette.onPrimary).toBe(LIGHT_TEXT);
    expect(wcagContrast(palette.primary, palette.onPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(palette.adjustments[0]).toMatchObject({ token: 'primary', wanted: midBlue });
  });

  it('gives the 0.6 opacity variant of spec §9', () => {
    expect(agencyPalette('#0f766e').primaryMuted).toBe('rgba(15, 118, 110, 0.6)');
  });

  it('darkenUntil keeps the hue', () => {
    const shade = darkenUntil('#ffd400', '#ffffff', AA_TEXT);
    expect(shade).not.toBe('#ffd400');
    expect(wcagContrast(shade, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
