import {
  type Color,
  clampChroma,
  converter,
  formatHex,
  formatRgb,
  parse,
  wcagContrast,
} from 'culori';
import { memoizeRecent } from '../memoizeRecent.ts';

/** WCAG 2.2 AA: 4.5:1 for normal text (1.4.3), 3:1 for UI components and large text (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/** Text colours the guard may put on the primary colour, in order of preference. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111111';
/** The surface primary-coloured text and links sit on. */
export const SURFACE = '#ffffff';
/**
 * The greyer surface they also sit on (a hovered secondary button, notices, empty states): the
 * darker of the two, so text readable on it is readable on both.
 */
export const MUTED_SURFACE = '#f4f5f7';

/** Spec §9: the primary colour has a 0.6 opacity variant. */
export const PRIMARY_MUTED_ALPHA = 0.6;

export interface ContrastAdjustment {
  token: 'primary' | 'onPrimary' | 'primaryText';
  wanted: string;
  used: string;
  ratioBefore: number;
  ratioAfter: number;
  reason: string;
}

export interface AgencyPalette {
  /** The agency's colour as hex (darkened only if no text colour can sit on it): fills. */
  primary: string;
  /** Spec §9 0.6-opacity variant. */
  primaryMuted: string;
  /** Text and icons placed on `primary`. */
  onPrimary: string;
  /** `primary` where it is text or a link on either surface, darkened when needed. */
  primaryText: string;
  /** What the guard changed, for the build report; empty when the agency colour passes. */
  adjustments: ContrastAdjustment[];
}

const toOklch = converter('oklch');

/**
 * The accessible contrast guard: derives the colours an agency's primary colour needs so that
 * every text on or in it meets WCAG AA, and says what it changed (e.g. #ffd400 gets dark text).
 * Every page of an agency asks for the same palette: the result is shared, hence frozen.
 */
export const agencyPalette: (primaryColor: string) => Readonly<AgencyPalette> = memoizeRecent(
  (primaryColor: string) => {
    const palette = computeAgencyPalette(primaryColor);
    Object.freeze(palette.adjustments);
    return Object.freeze(palette);
  },
);

function computeAgencyPalette(primaryColor: string): AgencyPalette {
  const parsed = parse(primaryColor);
  if (!parsed) throw new Error(`not a CSS colour: ${primaryColor}`);
  // Brand colours are shown opaque: a translucent primary would change with whatever is beneath.
  const primary = formatHex({ ...parsed, alpha: 1 });
  const adjustments: ContrastAdjustment[] = [];

  // Between luminance ~0.18 and ~0.20 neither white nor near-black text reaches 4.5:1 on the
  // colour: then the fill itself is darkened until white text does.
  let fill = primary;
  let onPrimary = LIGHT_TEXT;
  const lightRatio = wcagContrast(primary, LIGHT_TEXT);
  const darkRatio = wcagContrast(primary, DARK_TEXT);
  if (lightRatio < AA_TEXT && darkRatio >= AA_TEXT) {
    onPrimary = DARK_TEXT;
    adjustments.push({
      token: 'onPrimary',
      wanted: LIGHT_TEXT,
      used: DARK_TEXT,
      ratioBefore: round(lightRatio),
      ratioAfter: round(darkRatio),
      reason: `white text on ${primary} is ${round(lightRatio)}:1, below ${AA_TEXT}:1`,
    });
  } else if (lightRatio < AA_TEXT) {
    fill = darkenUntil(primary, LIGHT_TEXT, AA_TEXT);
    adjustments.push({
      token: 'primary',
      wanted: primary,
      used: fill,
      ratioBefore: round(lightRatio),
      ratioAfter: round(wcagContrast(fill, LIGHT_TEXT)),
      reason: `neither white nor dark text reaches ${AA_TEXT}:1 on ${primary}`,
    });
  }

  const textRatio = wcagContrast(primary, MUTED_SURFACE);
  let primaryText = primary;
  if (textRatio < AA_TEXT) {
    primaryText = darkenUntil(primary, MUTED_SURFACE, AA_TEXT);
    adjustments.push({
      token: 'primaryText',
      wanted: primary,
      used: primaryText,
      ratioBefore: round(textRatio),
      ratioAfter: round(wcagContrast(primaryText, MUTED_SURFACE)),
      reason: `${primary} text on the muted surface ${MUTED_SURFACE} is ${round(textRatio)}:1, below ${AA_TEXT}:1`,
    });
  }

  return {
    primary: fill,
    primaryMuted: formatRgb({ ...parse(fill), alpha: PRIMARY_MUTED_ALPHA } as Color),
    onPrimary,
    primaryText,
    adjustments,
  };
}

/**
 * The lightest shade of `color` (same hue and chroma in OKLCH, lower lightness) that reaches
 * `target` contrast against `background`. Binary search: contrast grows as lightness falls.
 */
export function darkenUntil(color: string, background: string, target: number): string {
  const start = toOklch(color);
  if (!start) throw new Error(`not a CSS colour: ${color}`);
  const shade = (lightness: number) =>
    formatHex(clampChroma({ ...start, l: lightness, alpha: 1 }, 'oklch'));
  let low = 0;
  let high = start.l;
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (wcagContrast(shade(middle), background) >= target) low = middle;
    else high = middle;
  }
  return shade(low);
}

function round(ratio: number): number {
  return Math.round(ratio * 100) / 100;
}
