const SESSION_ID_KEY = 'wl.sessionId';

/**
 * The spec §7 session id header's value in a browser: one per tab for its whole visit, shared by
 * the shell's islands and every remote on the page (sessionStorage), so the API can group their
 * calls. Storage can be off (privacy modes): then a fresh id, which still groups one client's calls.
 */
export function browserSessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_ID_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
