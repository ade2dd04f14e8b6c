import { z } from '../zod.ts';
import { httpUrl, isOneLine, ONE_LINE_MESSAGE, shortText } from './primitives.ts';

/** Spec §3 names AgencyOwner, Admin and SalesAgent "among values, others exist". */
export const KNOWN_USER_TYPES = [
  'AgencyOwner',
  'Admin',
  'SalesAgent',
  'TravelAgent',
  'Client',
] as const;
export type KnownUserType = (typeof KNOWN_USER_TYPES)[number];

export const money = z.object({
  amount: z.number(),
  currency: z.string().check(z.length(3)),
});
export type Money = z.infer<typeof money>;

/** User profile (spec §3). Loose: the platform may send more than the shell reads. */
export const userProfileSchema = z.object({
  id: z.union([z.string(), z.number()]),
  userType: z.string(),
  personal_info: z.object({
    first_name: z._default(z.string(), ''),
    last_name: z._default(z.string(), ''),
    email: z.string(),
    profile_image: z.nullish(z.string()),
    credits: z.nullish(money),
  }),
  isRewardWalletEnable: z._default(z.boolean(), false),
  isTravelAgent: z._default(z.boolean(), false),
  isRestrictedAgent: z._default(z.boolean(), false),
  /** The language saved to the profile (spec §4, GET /api/user/changeLanguage), if any. */
  language: z.nullish(z.string()),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/**
 * What a user may change of their own profile (issue 16: name, language, picture URL; spec §3
 * field names). One schema for the profile forms and the API that saves them. The language is
 * saved through spec §7's GET /api/user/changeLanguage/{language} (spec §4), not here.
 */
export const profileUpdateSchema = z.object({
  first_name: shortText(60),
  last_name: z
    .string()
    .check(
      z.trim(),
      z.maxLength(60, { error: 'must be at most 60 characters' }),
      z.refine(isOneLine, { error: ONE_LINE_MESSAGE }),
    ),
  /** An absolute http(s) address of a picture, or null for the initials. */
  profile_image: z.pipe(
    z.transform((value: unknown) => (value === '' ? null : value)),
    z.nullable(httpUrl),
  ),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
