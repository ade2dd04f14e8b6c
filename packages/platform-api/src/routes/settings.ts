import type { AgencyConfig } from '@wl/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { auth } from '../auth/guards.ts';
import { ownerOrAdminOnly, settingFor } from '../auth/roles.ts';
import type { AppEnv, Services } from '../context.ts';
import { writeConfigData } from '../db/seed.ts';
import { transaction } from '../db/sqlite.ts';
import { ApiError, badRequest, type Issue, notFound, unauthorized } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import {
  applyEdit,
  imageProblems,
  imageRefsOf,
  type SettingsSection,
  validateWhole,
} from '../settings/edits.ts';
import {
  extensionOfType,
  STORED_IMAGE_CACHE_CONTROL,
  storedImageFile,
  storeImage,
  UNSUPPORTED_IMAGE_TYPE_MESSAGE,
} from '../settings/images.ts';
import {
  type ConfigVersion,
  changedPaths,
  findVersion,
  insertVersion,
  latestVersion,
  listVersions,
} from '../settings/versions.ts';

/**
 * Issue 45: a save made on a page opened before another save. Refused (409), never a silent
 * overwrite of what the other tab saved.
 */
export const SETTINGS_CHANGED_MESSAGE =
  'This page changed since you opened it: reload it to see the latest settings, then make your change again.';

const baseVersionSchema = z.object({
  baseVersion: z.number({ error: 'required: the version the page was opened on' }).int().positive(),
});

/** A version as the history and the save answers show it. */
const shown = (version: ConfigVersion) => ({
  number: version.number,
  source: version.source,
  restoredFrom: version.restoredFrom,
  savedBy: version.savedBy,
  savedAt: version.savedAt,
  changes: version.changes,
  status: version.status,
  failure: version.failure,
});

const invalid = (what: string, issues: Issue[]) => {
  const first = issues[0];
  return badRequest(
    first
      ? `Invalid ${what}: ${first.path === '$' ? '' : `${first.path}: `}${first.message}`
      : `Invalid ${what}`,
    issues,
  );
};

/**
 * Ours (issue 45, packages/platform-api/README.md "Ours: agencies edit their own site"): the agency's owner and admins change its
 * site. Each write stores a new version of the whole config, validated as `npm run agency --
 * validate` validates a file, and queues that agency's rebuild. The agency is always the one of
 * the Host and the token (the auth guard refuses another agency's token).
 */
export function settingsRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const signedIn = auth(services, 'required');
  const writer = (page: string) => [signedIn, settingFor(page), ownerOrAdminOnly] as const;

  const latestOf = (agencyId: number) => {
    const latest = latestVersion(services.db, agencyId);
    // Seeding gives every served agency its version 1.
    if (!latest) throw new Error(`agency ${agencyId} has no config version`);
    return latest;
  };

  const checkBase = (baseVersion: number, latest: number) => {
    if (baseVersion !== latest) {
      throw new ApiError(409, SETTINGS_CHANGED_MESSAGE, { code: 'VERSION_CONFLICT' });
    }
  };

  /** Stores `config` as the next version, if the page was opened on the latest, and queues it. */
  const commit = (
    c: { var: AppEnv['Variables'] },
    baseVersion: number,
    before: AgencyConfig,
    config: AgencyConfig,
    source: 'settings' | 'restore',
    restoredFrom?: number,
  ) => {
    const { agency, user } = c.var;
    if (!user) throw unauthorized('Missing access token');
    const issues = imageProblems(before, config, {
      subdomain: agency.subdomain,
      imagesDir: services.imagesDir,
      configDir: services.configDir,
      knownRefs: imageRefsOf(
        (
          services.db
            .prepare('SELECT config_json FROM agency_config_versions WHERE agency_id = ?')
            .all(agency.id) as { config_json: string }[]
        ).map((row) => JSON.parse(row.config_json)),
      ),
    });
    if (issues.length > 0) throw invalid('settings', issues);
    const changes = changedPaths(before, config);
    const number = transaction(services.db, () => {
      checkBase(baseVersion, latestOf(agency.id).number);
      if (changes.length === 0 && source === 'settings') return undefined;
      const saved = insertVersion(services.db, agency.id, {
        config,
        source,
        ...(restoredFrom === undefined ? {} : { restoredFrom }),
        savedBy: { userId: user.userId, email: user.profile.personal_info.email },
        changes,
        status: 'queued',
        at: services.now(),
      });
      writeConfigData(services.db, agency.id, config);
      return saved;
    });
    if (number === undefined) {
      // Nothing changed: no version, no rebuild; the page is told which version it is on.
      return { ...shown(latestOf(agency.id)), changed: false };
    }
    services.agencies.set(agency.subdomain, { ...agency, config });
    services.publishQueue.enqueue(agency.id, agency.subdomain, number);
    const saved = findVersion(services.db, agency.id, number);
    if (!saved) throw new Error(`version ${number} vanished`);
    return { ...shown(saved), changed: true };
  };

  const write = (section: SettingsSection, page: string, what: string) =>
    routes.put(`/agency/settings/${section}`, ...writer(page), async (c) => {
      const body = await readJsonBody(c);
      const { baseVersion } = validate(baseVersionSchema, body, what);
      const { baseVersion: _base, ...fields } = body as Record<string, unknown>;
      const latest = latestOf(c.var.agency.id);
      // A stale page is told so before its fields are judged against a config it never saw.
      checkBase(baseVersion, latest.number);
      const stored = JSON.parse(latest.configJson) as Record<string, unknown>;
      const { merged, issues } = applyEdit(stored, section, fields);
      const result = validateWhole(merged);
      const problems = [...issues, ...(result.ok ? [] : result.issues)];
      if (problems.length > 0 || !result.ok) throw invalid(what, problems);
      const saved = commit(c, baseVersion, c.var.agency.config, result.config, 'settings');
      return c.json({ message: saved.changed ? 'Saved' : 'Nothing changed', data: saved });
    });

  write('website', '/settings/website', 'website settings');
  write('product', '/settings/product', 'product settings');
  write('payment', '/settings/payment', 'payment settings');

  routes.get('/agency/settings/versions', signedIn, settingFor('/settings/website'), (c) =>
    c.json({ data: listVersions(services.db, c.var.agency.id).map(shown) }),
  );

  routes.post(
    '/agency/settings/versions/:number/restore',
    ...writer('/settings/website'),
    async (c) => {
      const number = Number(c.req.param('number'));
      const { baseVersion } = validate(baseVersionSchema, await readJsonBody(c), 'restore');
      const old = Number.isSafeInteger(number)
        ? findVersion(services.db, c.var.agency.id, number)
        : undefined;
      if (!old) throw notFound(`There is no version ${c.req.param('number')} of this agency`);
      checkBase(baseVersion, latestOf(c.var.agency.id).number);
      const result = validateWhole(JSON.parse(old.configJson));
      if (!result.ok) throw invalid(`version ${number}, which no longer validates`, result.issues);
      const saved = commit(c, baseVersion, c.var.agency.config, result.config, 'restore', number);
      return c.json({ message: `Version ${number} restored`, data: saved });
    },
  );

  /** What the page polls while a save is being published: the latest version and the live one. */
  routes.get('/agency/settings/publish-status', signedIn, settingFor('/settings/website'), (c) => {
    const versions = listVersions(services.db, c.var.agency.id);
    const latest = versions[0];
    if (!latest) throw new Error('agency has no config version');
    const published = versions.find((version) => version.status === 'published');
    return c.json({
      data: {
        latest: shown(latest),
        publishedVersion: published?.number ?? null,
        publishing: services.publishQueue.enabled,
      },
    });
  });

  // Raw body with its content type, not multipart: one file per request, sent by the browser as
  // `fetch(url, { body: file })`; nothing to parse, and the body limit counts the image's bytes.
  routes.post('/agency/settings/images', ...writer('/settings/website'), async (c) => {
    const extension = extensionOfType(c.req.header('content-type'));
    if (!extension) throw new ApiError(415, UNSUPPORTED_IMAGE_TYPE_MESSAGE);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const stored = storeImage(services.imagesDir, c.var.agency.subdomain, extension, bytes);
    if (!stored.ok) throw badRequest(stored.problem, [{ path: '$', message: stored.problem }]);
    return c.json(
      {
        message: 'Image uploaded',
        data: {
          ref: stored.ref,
          url: `/api/agency/images/${stored.fileName}`,
          bytes: bytes.length,
        },
      },
      201,
    );
  });

  // Public: the site's pages and the settings preview show these. Named by content hash, so a
  // changed image is a new name and each name can be cached for ever.
  routes.get('/agency/images/:file', (c) => {
    const image = storedImageFile(services.imagesDir, c.var.agency.subdomain, c.req.param('file'));
    if (!image) throw notFound('No such image');
    c.header('content-type', image.contentType);
    c.header('cache-control', STORED_IMAGE_CACHE_CONTROL);
    // An SVG opened on its own is a document: it may show itself and nothing else.
    if (image.contentType === 'image/svg+xml') {
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  });

  return routes;
}
