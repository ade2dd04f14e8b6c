// Which libraries a page's remotes take from the host instead of their own bundle (DESIGN §2
// Remotes): decided here, once, for both sides. The host provides each module
// (sites/shell/src/islands/remoteLoader.ts); every remote's build declares each as a shared
// singleton (@wl/remote-kit's vite.ts) and keeps its own copy only as a fallback it never loads.
//
// React must be one per page (hooks, context). i18next is already whole in the host's scripts and
// safe to share: every page and remote makes its own instance (`createInstance`) and hands it down
// through its own provider, never a global one. A shared module is provided whole: a library the
// host ships only in part would cost the host more than it saves the remote. So react-i18next
// (+7.7 kB gzip on a booking page's host scripts, -1.5 kB in its remote) and xstate (+2.6 kB on
// the home, which the remote reaches only after a touch, -9 kB on a booking page) stay each side's
// own (measured on the demo agencies' build, session 23).

export const HOST_SHARED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
] as const;

export type HostSharedLibrary = (typeof HOST_SHARED)[number];

/** The npm package an import specifier belongs to (`react-dom/client` → `react-dom`). */
export function sharedPackage(specifier: HostSharedLibrary): string {
  const [scopeOrName = specifier, name] = specifier.split('/');
  return scopeOrName.startsWith('@') && name ? `${scopeOrName}/${name}` : scopeOrName;
}
