// The SDK's build (docs/remotes.md "Install the SDK"): ES modules and bundled type declarations
// with everything of @wl/remote-host and @wl/core they use inlined, so the packed package imports
// nothing but zod (its one dependency, whose types its schemas carry). The shared libraries'
// versions are the shell's own (hostVersions.ts).
import { defineConfig } from 'tsdown';
import { sharedVersionsDefine } from './hostVersions.ts';

export default defineConfig({
  entry: { index: 'src/index.ts', shared: 'src/shared.ts' },
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  // Declarations from tsconfig.json's program (its `paths` say why).
  dts: true,
  define: sharedVersionsDefine(),
  deps: {
    // The workspace packages are devDependencies: bundled, in the code and in the declarations.
    alwaysBundle: [/^@wl\//],
    dts: { alwaysBundle: [/^@wl\//] },
    // The build fails if the output imports anything else.
    onlyImport: ['zod'],
  },
});
