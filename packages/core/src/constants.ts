/** Timings and limits of spec §9 that more than one part of the product uses. */
export const TIMINGS = {
  saveModalDelayMs: 5000,
  toastAutoCloseMs: 5000,
  logoutRedirectDelayMs: 100,
  sideNavHoverExpandDelayMs: 100,
  scriptLoadTimeoutMs: 120_000,
} as const;

/** Spec §9 "Date display format 'MMM DD, YYYY'". */
export const DATE_DISPLAY_FORMAT = 'MMM DD, YYYY';

/** Spec §9 "Assets are served from the /assets/ path". */
export const ASSETS_PATH = '/assets/';
