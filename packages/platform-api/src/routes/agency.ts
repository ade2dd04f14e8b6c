import {
  type Agency,
  acceptedPaymentIcons,
  type NavigationRoute,
  PAYMENT_METHOD_NAMES,
} from '@wl/core';
import { Hono } from 'hono';
import { navigationRoleOf, personalise } from '../agencies/navigation.ts';
import { auth } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';

/** Spec §2.7's brands the agency accepts (Payment Settings), named as the spec names them. */
export const acceptedPaymentMethods = (agency: Agency) =>
  acceptedPaymentIcons(agency).map((id) => PAYMENT_METHOD_NAMES[id]);

/** Agency data and per-agency menus (spec §7 rows 1-3, 4, 9, 10). */
export function agencyRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  // The config's agency, defaults resolved, exactly in the shape of core's agencySchema.
  routes.get('/agency', (c) => c.json(c.var.agency.config.agency));

  routes.get('/agency/about-us', (c) => c.json({ data: [c.var.agency.config.about] }));

  routes.get('/agency/faqs', (c) => c.json({ data: [c.var.agency.config.faq] }));

  routes.get('/getCurrentPaymentGateway', auth(services, 'nonLoginFlow'), (c) =>
    c.json({
      data: {
        currentPaymentGateway: c.var.agency.config.agency.currentPaymentGateway ?? null,
        acceptedPaymentMethods: acceptedPaymentMethods(c.var.agency.config.agency),
      },
    }),
  );

  routes.get('/agency/navigations', auth(services, 'optional'), (c) => {
    const profile = c.var.user?.profile;
    const row = services.db
      .prepare('SELECT items_json FROM agency_navigation WHERE agency_id = ? AND role = ?')
      .get(c.var.agency.id, navigationRoleOf(profile)) as { items_json: string } | undefined;
    const items = row ? (JSON.parse(row.items_json) as NavigationRoute[]) : [];
    return c.json({ agencyNavigation: personalise(items, profile) });
  });

  routes.get('/agency/languages', (c) => {
    const data = services.db
      .prepare(
        'SELECT name, code, value FROM agency_languages WHERE agency_id = ? ORDER BY position',
      )
      .all(c.var.agency.id)
      .map((row) => ({ ...row }));
    return c.json({ data });
  });

  return routes;
}
