import { isAgent, isOwnerOrAdmin, maySeeSetting } from '@wl/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { ApiError, unauthorized } from '../http/errors.ts';

/**
 * Spec §6: agency staff only. Runs after `auth(services, 'required')`. A traveller gets 403, the
 * same refusal the page shows (core pageAccess).
 */
export const agentsOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw unauthorized('Missing access token');
  if (!isAgent(user.profile)) throw new ApiError(403, 'Only agency staff can use this');
  await next();
});

/**
 * Spec §2.8 / §6: the settings page at `path` refuses sales agents (core `maySeeSetting`, the rule
 * the side navigation and the page use), so reading and writing it do too.
 */
export function settingFor(path: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized('Missing access token');
    if (!maySeeSetting(user.profile, path)) {
      throw new ApiError(403, 'Your role cannot use these settings');
    }
    await next();
  });
}

/**
 * Spec §6 "AgencyOwner and Admin: also Website Settings": only they change the agency's site.
 * Runs after `settingFor`, so a sales agent has had that refusal; other agents and restricted
 * agents get this one.
 */
export const ownerOrAdminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) throw unauthorized('Missing access token');
  if (!isOwnerOrAdmin(user.profile)) {
    throw new ApiError(403, "Only the agency's owner or an admin can change the agency's site");
  }
  await next();
});
