// Spec §4 "stored deep-link values": what a deal or proposal link brought in, kept for the pages
// after it, and forgotten on logout.

/** The values a deep link may leave in session storage (spec §2.1 home query parameters). */
export const DEEP_LINK_KEYS = ['dealLinkId', 'proposalId', 'redirect'] as const;

/** Forgets every stored deep-link value (spec §4 logout). */
export function forgetDeepLinks(): void {
  try {
    for (const key of DEEP_LINK_KEYS) sessionStorage.removeItem(key);
  } catch {
    // Storage switched off: nothing was stored there either.
  }
}
