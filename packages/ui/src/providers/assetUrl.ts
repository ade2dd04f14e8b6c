/**
 * Config images are absolute URLs or paths relative to the config file (`assets/horizon/logo.svg`);
 * sites and Storybook serve those under `/assets/` (spec §9 "Assets are served from the /assets/
 * path"), so relative paths become root-relative.
 */
export function assetUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:'))
    return path;
  return `/${path.replace(/^\.\//, '')}`;
}
