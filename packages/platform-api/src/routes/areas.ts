import { agencyMarkupSchema, displayName, maySeeSetting, profileUpdateSchema } from '@wl/core';
import { Hono } from 'hono';
import { auth } from '../auth/guards.ts';
import { agentsOnly, settingFor } from '../auth/roles.ts';
import { findUserById } from '../auth/users.ts';
import type { AppEnv, Services } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import { agencyMarkupPercent, saveAgencyMarkup } from '../pricing.ts';
import { editableSettings } from '../settings/edits.ts';
import { latestVersion } from '../settings/versions.ts';
import { acceptedPaymentMethods } from './agency.ts';

interface PersonRow {
  id: number;
  email: string;
  user_type: string;
  first_name: string;
  last_name: string;
  is_restricted_agent: number;
  created_at: string;
}

const person = (row: PersonRow) => ({
  id: row.id,
  name: displayName(row),
  email: row.email,
  userType: row.user_type,
  isRestrictedAgent: row.is_restricted_agent === 1,
  createdAt: row.created_at,
});

/**
 * Ours (issue 16, docs in the README beside the spec §7 calls): what the traveller's area
 * (/mytrip/…) and the agents' area (/dashboard, /settings/…, /users/…) read and write. Every
 * permission is core's (pageAccess, maySeeSetting), so the API refuses what the page refuses.
 */
export function areaRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const signedIn = auth(services, 'required');

  const people = (agencyId: number, staff: boolean): PersonRow[] =>
    services.db
      .prepare(
        `SELECT id, email, user_type, first_name, last_name, is_restricted_agent, created_at
         FROM users WHERE agency_id = ? AND (is_travel_agent = 1 OR user_type IN
           ('AgencyOwner', 'Admin', 'SalesAgent', 'TravelAgent')) = ? ORDER BY first_name, last_name, id`,
      )
      .all(agencyId, staff ? 1 : 0) as unknown as PersonRow[];

  /** Name and picture of the signed-in user (the language goes through changeLanguage, spec §4). */
  routes.put('/user/profile', signedIn, async (c) => {
    const user = c.var.user;
    if (!user) throw unauthorized('Missing access token');
    const update = validate(profileUpdateSchema, await readJsonBody(c), 'profile');
    services.db
      .prepare('UPDATE users SET first_name = ?, last_name = ?, profile_image = ? WHERE id = ?')
      .run(update.first_name, update.last_name, update.profile_image, user.userId);
    const saved = findUserById(services.db, user.userId);
    return c.json({ message: 'Profile updated', user: saved?.profile });
  });

  /** The Command Center's figures (spec §2.1 /dashboard). */
  routes.get('/agent/dashboard', signedIn, agentsOnly, (c) => {
    const { agency } = c.var;
    const profile = c.var.user?.profile;
    const markupAllowed = maySeeSetting(profile, '/settings/agency');
    return c.json({
      data: {
        clients: people(agency.id, false).length,
        agents: people(agency.id, true).length,
        // Sales agents may not open Markup settings (spec §2.8): they are not told it either.
        markupPercent: markupAllowed ? agencyMarkupPercent(services.db, agency.id) : undefined,
        credits: profile?.personal_info.credits ?? null,
      },
    });
  });

  routes.get('/agency/settings/markup', signedIn, settingFor('/settings/agency'), (c) =>
    c.json({ data: { markupPercent: agencyMarkupPercent(services.db, c.var.agency.id) } }),
  );

  routes.put('/agency/settings/markup', signedIn, settingFor('/settings/agency'), async (c) => {
    const { markupPercent } = validate(agencyMarkupSchema, await readJsonBody(c), 'markup');
    const user = c.var.user;
    if (!user) throw unauthorized('Missing access token');
    saveAgencyMarkup(services.db, c.var.agency.id, markupPercent, user.userId, services.now());
    return c.json({ message: 'Markup updated', data: { markupPercent } });
  });

  // Issue 45: each page also gets the version it opens on (the baseVersion of its save) and its
  // fields in the shape its write takes.
  const versionOf = (agencyId: number) => latestVersion(services.db, agencyId)?.number ?? null;

  routes.get('/agency/settings/website', signedIn, settingFor('/settings/website'), (c) => {
    const { config } = c.var.agency;
    const { agency, languages, currencies } = config;
    return c.json({
      data: {
        agencyName: agency.agencyName,
        subdomain: agency.subdomain,
        primaryColor: agency.primaryColor,
        logo: agency.logo ?? null,
        isAbousUsEnable: agency.isAbousUsEnable,
        aboutUsEnableTitle: agency.aboutUsEnableTitle ?? null,
        isFaqEnable: agency.isFaqEnable,
        faqEnableTitle: agency.faqEnableTitle ?? null,
        languages,
        currencies,
        version: versionOf(c.var.agency.id),
        settings: editableSettings(config, 'website'),
        // The header links are the platform's; the page's preview draws them beside the agency's.
        readOnly: { navigation: { header: config.navigation.header } },
      },
    });
  });

  routes.get('/agency/settings/payment', signedIn, settingFor('/settings/payment'), (c) =>
    c.json({
      data: {
        currentPaymentGateway: c.var.agency.config.agency.currentPaymentGateway ?? null,
        acceptedPaymentMethods: acceptedPaymentMethods(c.var.agency.config.agency),
        version: versionOf(c.var.agency.id),
        settings: editableSettings(c.var.agency.config, 'payment'),
      },
    }),
  );

  routes.get('/agency/settings/product', signedIn, settingFor('/settings/product'), (c) =>
    c.json({
      data: {
        bookingMenuItemOptions: c.var.agency.config.agency.bookingMenuItemOptions,
        version: versionOf(c.var.agency.id),
        settings: editableSettings(c.var.agency.config, 'product'),
      },
    }),
  );

  routes.get('/users/clients', signedIn, agentsOnly, (c) =>
    c.json({ data: people(c.var.agency.id, false).map(person) }),
  );

  routes.get('/users/agents', signedIn, agentsOnly, (c) =>
    c.json({ data: people(c.var.agency.id, true).map(person) }),
  );

  // A traveller's own wallet and every other read of their profile: GET /api/user/me.
  return routes;
}
