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

/** The prefix of an uploaded image's reference (the platform API's `UPLOADS_FOLDER`). */
const UPLOADS_PREFIX = 'uploads/';

/**
 * Where the site shows an image reference from. An upload (`uploads/<subdomain>/<file>`) is
 * served by the API (`GET /api/agency/images/<file>`, public) from the moment it is stored, and
 * by the site only once a build has copied it: the API's address works before publishing too.
 * Onboarding images (`assets/...`) and absolute URLs are left to the components' `assetUrl`.
 */
export function servedImage(ref: unknown, apiBaseUrl = ''): string | undefined {
  if (typeof ref !== 'string' || ref === '') return undefined;
  if (ref.startsWith(UPLOADS_PREFIX)) {
    const file = ref.slice(ref.lastIndexOf('/') + 1);
    return `${apiBaseUrl.replace(/\/$/, '')}/api/agency/images/${encodeURIComponent(file)}`;
  }
  return ref;
}
