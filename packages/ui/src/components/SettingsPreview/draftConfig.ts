import {
  type AgencyConfig,
  aboutSchema,
  agencySchema,
  cssColor,
  navigationConfigSchema,
} from '@wl/core';
import type { SettingsFields } from '@wl/machines';
import { servedImage } from '../../providers/assetUrl.ts';
import { agencyThemeStyle } from '../../theme/agencyThemeStyle.ts';

/** The config's image fields of the Website page, by their path in the settings. */
const AGENCY_IMAGES = ['logo', 'logoMobile', 'favicon'] as const;

export interface DraftPreview {
  /** The site's config with the draft laid over it, as the build would read it once saved. */
  config: AgencyConfig;
  /** The theme of the preview's subtree: the draft colour through the contrast guard. */
  themeStyle: Readonly<Record<string, string>>;
  /** The draft colour the site cannot use (yet): the preview keeps this one instead. */
  colourKept: string | null;
}

const isRecord = (value: unknown): value is SettingsFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The theme of a colour, or null for one the schema or the contrast guard cannot read. */
function themeOf(colour: unknown): Readonly<Record<string, string>> | null {
  if (typeof colour !== 'string' || !cssColor.safeParse(colour).success) return null;
  try {
    return agencyThemeStyle(colour);
  } catch {
    return null;
  }
}

/**
 * The fields of one object of the config with the draft's applied as a save would apply them:
 * `null` clears a field, so its schema default applies (the API's `applyEdit`).
 */
function overlay<T extends object>(
  base: T,
  fields: unknown,
  shape: Readonly<
    Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>
  >,
): T {
  if (!isRecord(fields)) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) {
      const fallback = shape[key]?.safeParse(undefined);
      if (fallback?.success && fallback.data !== undefined) out[key] = fallback.data;
      else delete out[key];
    } else {
      out[key] = value;
    }
  }
  return out as T;
}

/**
 * The config the preview renders: the site's, the Website page's draft over it (agency and About
 * fields), the page's read-only parts (the platform's header links, which a remote's site config
 * lacks), images freshly uploaded shown from their preview address, and the theme of the draft
 * colour. A colour being typed that is not one yet keeps the last usable one (saved, else the
 * site's), so the preview never loses its theme mid-word.
 */
export function draftPreview(
  base: AgencyConfig,
  draft: SettingsFields,
  saved: SettingsFields,
  previews: Readonly<Record<string, string>>,
  readOnly: SettingsFields = {},
): DraftPreview {
  const apiBaseUrl = base.apiBaseUrl ?? '';
  const navigation = isRecord(readOnly.navigation)
    ? navigationConfigSchema.safeParse({ ...base.navigation, ...readOnly.navigation })
    : null;
  const agency = overlay(base.agency, draft.agency, agencySchema.shape);
  for (const key of AGENCY_IMAGES) {
    const shown = previews[`agency.${key}`] ?? servedImage(agency[key], apiBaseUrl);
    if (shown) agency[key] = shown;
  }
  const about = overlay(base.about, draft.about, aboutSchema.shape);
  const aboutImage = previews['about.image'] ?? servedImage(about.image, apiBaseUrl);
  if (aboutImage) about.image = aboutImage;

  const savedColour = isRecord(saved.agency) ? saved.agency.primaryColor : undefined;
  const drafted = themeOf(agency.primaryColor);
  let colourKept: string | null = null;
  let themeStyle = drafted;
  if (!themeStyle) {
    const fallback = [savedColour, base.agency.primaryColor].find((colour) => themeOf(colour));
    colourKept = typeof fallback === 'string' ? fallback : null;
    themeStyle = themeOf(fallback) ?? {};
    if (colourKept) agency.primaryColor = colourKept;
  }
  return {
    config: { ...base, agency, about, navigation: navigation?.data ?? base.navigation },
    themeStyle,
    colourKept,
  };
}
