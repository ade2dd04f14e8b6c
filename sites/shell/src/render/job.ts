// What the build script sends a render process and hears back (scripts/lib/renderPages.ts and
// entry.ts): plain data, crossing the process boundary as JSON.
import type { BuildInput } from '../lib/buildInput.ts';

export interface RenderJob {
  input: BuildInput;
  /** Where the agencies' folders go (`<outDir>/<subdomain>/…/index.html`). */
  outDir: string;
  /** Also write the page for unknown hosts, `<outDir>/404.html`. */
  notFound: boolean;
}

/** An agency whose folder is complete, or that failed (its folder removed). */
export type RenderEvent = { agency: string; pages: number } | { agency: string; error: string };
