// Which libraries a page's remotes take from the host instead of their own bundle (DESIGN §2
// Remotes): decided here, once, for both sides. The host provides each module
// (sites/shell/src/islands/remoteLoader.ts); every remote's build declares each as a shared
// singleton (@wl/remote-kit's vite.ts) and keeps its own copy only as a fallback it never loads.
//
// React must be one per page (hooks, context). i18next is already whole in the host's scripts and
// safe to share: every page and remote makes its own instance (`createInstance`) and hands it down
// through its own provider, never a global one. xstate is provided by a dynamic import, fetched
// only when a remote asks for it: a booking page loads 10.6 kB gzip less (its remote's own xstate,
// 390.9 -> 380.3 kB), the home and login 0.7 kB more (the host's static chunks keep all of xstate's
// exports once a namespace of it exists), reading pages nothing.
//
// A shared module is provided whole, so a library the host ships only in part costs the host's
// pages what the remote saves, or more. Measured (issue 46, horizon, JavaScript gzip before any
// interaction, `npx tsx scripts/bench/pageScripts.ts --sites <built tree>`), each with xstate not
// shared unless named, against home 191.3 / booking 390.9 kB:
// - react-aria-components (provided with the three below): the home 383.1 kB (+192: the whole
//   library, its react-aria, react-stately and @internationalized/date, in the home's shared
//   chunk), login 386.7 kB. Rejected on the host's cost alone.
// - react-i18next: home +7.9 kB, booking page +6.3 kB. Rejected.
// - @xstate/react: home +0.6 kB, booking page +1.6 kB and one more file alone; with xstate,
//   +0.6 kB and one more file than xstate alone (its loader outweighs its own 1.6 kB). Rejected.
// Not tried: zod (sites/shell does not depend on it; core's schemas pull in parts of zod/mini) and
// the workspace packages (@wl/core, @wl/ui, @wl/machines, @wl/api-client: tree-shaken on each
// side, and @wl/ui's styles are each build's own stylesheet).

export const HOST_SHARED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
  'xstate',
] as const;

export type HostSharedLibrary = (typeof HOST_SHARED)[number];

/** The npm package an import specifier belongs to (`react-dom/client` → `react-dom`). */
export function sharedPackage(specifier: HostSharedLibrary): string {
  const [scopeOrName = specifier, name] = specifier.split('/');
  return scopeOrName.startsWith('@') && name ? `${scopeOrName}/${name}` : scopeOrName;
}
