// `astro build` makes the shell's bundle, not pages (scripts/lib/shellBundle.ts): a server entry
// (src/render/entry.ts) that renders any agency's page, and the hashed browser assets every page
// names. The build script renders with it as often as it needs, in processes of its own, without
// bundling again while the sources are the same (issue 18: one bundling, incremental rebuilds).
export function renderAdapter() {
  return {
    name: 'wl-render',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'wl-render',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./src/render/entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: { serverOutput: 'stable' },
        });
      },
    },
  };
}
