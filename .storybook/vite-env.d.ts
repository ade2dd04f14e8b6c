/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly WL_STORY_AGENCY?: string;
  readonly WL_STORY_LANGUAGE?: string;
}
