import { isSupportedLanguage } from '@wl/core';
import { languageResources } from '@wl/i18n';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { badRequest } from '../http/errors.ts';

/** Spec §7 "translations are fetched from a translation service by language". */
export function translationRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/translations/:language', (c) => {
    const language = c.req.param('language').trim().toLowerCase();
    if (!isSupportedLanguage(language)) {
      throw badRequest(`Unsupported language "${language.slice(0, 20)}"`, [
        { path: 'language', message: 'expected one of the supported languages' },
      ]);
    }
    // Texts change only with a deployment: let browsers and CDNs keep them for an hour.
    c.header('cache-control', 'public, max-age=3600');
    return c.json({ language, data: languageResources(language) });
  });
  return routes;
}
