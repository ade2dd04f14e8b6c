declare namespace App {
  /** What the build's renderer (src/render/entry.ts) hands a page: which page of which agency. */
  interface Locals {
    sitePage: import('./lib/sitePaths.ts').SitePageProps;
  }
}
