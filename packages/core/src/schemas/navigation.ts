import { z } from '../zod.ts';
import { oneLineLabel } from './primitives.ts';

/** A path inside the site, such as `/dashboard` or `/settings/agency`. */
export const sitePath = z.string().check(
  z.maxLength(500, { error: 'a site path is limited to 500 characters' }),
  z.regex(/^\/[A-Za-z0-9\-._~/{}:?=&%]*$/, {
    error: 'expected a site path starting with "/", such as "/dashboard"',
  }),
  // A browser reads `//host/…` as another site's address: a link of the agency's own site never is.
  z.refine((path) => !path.startsWith('//'), {
    error: 'must be a path of this site: "//" starts another site\'s address',
  }),
);

/** Navigation route (spec §3): label, path, read permission, sub-menu. */
export interface NavigationRoute {
  label: string;
  path: string;
  read: boolean;
  subMenu?: NavigationRoute[] | undefined;
}

export const navigationRouteSchema: z.ZodMiniType<NavigationRoute> = z.lazy(() =>
  z.strictObject({
    label: oneLineLabel(60),
    path: sitePath,
    read: z.boolean(),
    subMenu: z.optional(z.array(navigationRouteSchema).check(z.maxLength(30))),
  }),
);

/** Header navigation item (spec §3): label and path. */
export const headerNavigationItemSchema = z.strictObject({
  label: oneLineLabel(60),
  path: sitePath,
});
export type HeaderNavigationItem = z.infer<typeof headerNavigationItemSchema>;
