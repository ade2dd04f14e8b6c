/** Timings and limits of spec §9 that more than one part of the product uses. */
export const TIMINGS = {
  saveModalDelayMs: 5000,
  toastAutoCloseMs: 5000,
  logoutRedirectDelayMs: 100,
  sideNavHoverExpandDelayMs: 100,
  scriptLoadTimeoutMs: 120_000,
} as const;
