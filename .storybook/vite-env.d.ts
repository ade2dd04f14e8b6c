/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly WL_STORY_AGENCY?: string;
  readonly WL_STORY_LANGUAGE?: string;
  /** `yes`: this run also compares stories at their extra widths (vitest.config.ts STORY_RUNS). */
  readonly WL_STORY_LAYOUTS?: string;
}
