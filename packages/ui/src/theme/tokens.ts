import { type AgencyPalette, agencyPalette, MUTED_SURFACE, SURFACE } from '@wl/core';

/**
 * The one place colour, spacing, radius, type and shadow values are written down. Components
 * read them only through the theme contract (`vars`), so an agency's theme is a set of CSS custom
 * properties and the compiled CSS is the same for every agency.
 */
export const neutralColors = {
  // Core's, since the primary text colour is chosen to be readable on both.
  surface: SURFACE,
  surfaceMuted: MUTED_SURFACE,
  surfaceSunken: '#e9ecf0',
  text: '#1d2330',
  textMuted: '#4d5566',
  border: '#c9ced8',
  borderStrong: '#6b7385',
  danger: '#b42318',
  onDanger: '#ffffff',
  success: '#067647',
  skeleton: '#e3e6eb',
  overlay: 'rgb(17 24 39 / 0.55)',
  focusRing: '#1d2330',
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', full: '999px' } as const;

export const font = {
  family:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Tahoma, sans-serif",
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.25rem',
  sizeXl: '1.5rem',
  sizeXxl: '2rem',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '700',
  lineHeight: '1.5',
} as const;

export const shadow = {
  sm: '0 1px 2px rgb(16 24 40 / 0.08)',
  md: '0 4px 12px rgb(16 24 40 / 0.12)',
  lg: '0 12px 32px rgb(16 24 40 / 0.18)',
} as const;

export const zIndex = {
  header: '20',
  sideNav: '30',
  overlay: '40',
  modal: '50',
  toast: '60',
} as const;

/** The shape of the theme contract; `themeValues` fills it for one agency. */
export interface ThemeValues {
  color: AgencyColors & { [K in keyof typeof neutralColors]: string };
  space: { [K in keyof typeof space]: string };
  radius: { [K in keyof typeof radius]: string };
  font: { [K in keyof typeof font]: string };
  shadow: { [K in keyof typeof shadow]: string };
  zIndex: { [K in keyof typeof zIndex]: string };
}

type AgencyColors = Pick<AgencyPalette, 'primary' | 'primaryMuted' | 'onPrimary' | 'primaryText'>;

/** Theme values of an agency, its primary colour passed through the contrast guard. */
export function themeValues(primaryColor: string): ThemeValues {
  const { primary, primaryMuted, onPrimary, primaryText } = agencyPalette(primaryColor);
  return {
    color: { ...neutralColors, primary, primaryMuted, onPrimary, primaryText },
    space: { ...space },
    radius: { ...radius },
    font: { ...font },
    shadow: { ...shadow },
    zIndex: { ...zIndex },
  };
}

/** Stable custom-property names (`--wl-color-primary`), the same in every build. */
export function cssVarName(path: readonly string[]): string {
  return `wl-${path.join('-')}`;
}

/** Flattens theme values into `{ '--wl-color-primary': '#0f766e', … }`. */
export function themeProperties(values: ThemeValues): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [group, entries] of Object.entries(values)) {
    for (const [name, value] of Object.entries(entries as Record<string, string>)) {
      properties[`--${cssVarName([group, name])}`] = value;
    }
  }
  return properties;
}

/**
 * A tiny stylesheet that themes a page for one agency, for generated sites (a `<style>` with a
 * CSP hash, or a file): `:root{--wl-color-primary:#0f766e;…}`.
 */
export function themeStylesheet(primaryColor: string, selector = ':root'): string {
  const body = Object.entries(themeProperties(themeValues(primaryColor)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${body}}`;
}
