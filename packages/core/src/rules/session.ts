/**
 * Spec §4 Logout: "clears the access-token cookie, the auth and hide-header cookies". The names
 * are ours (the spec does not show them); servers read the access-token cookie for the special
 * agency mode redirect of spec §2.1.
 */
export const SESSION_COOKIES = {
  accessToken: 'wl_access_token',
  auth: 'wl_auth',
  hideHeader: 'wl_hide_header',
} as const;
