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
  amount: z.number().finite(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof money>;

/** User profile (spec §3). Loose: the platform may send more than the shell reads. */
export const userProfileSchema = z.object({
  id: z.union([z.string(), z.number()]),
  userType: z.string(),
  personal_info: z.object({
    first_name: z.string().default(''),
    last_name: z.string().default(''),
    email: z.string(),
    profile_image: z.string().nullish(),
    credits: money.nullish(),
  }),
  isRewardWalletEnable: z.boolean().default(false),
  isTravelAgent: z.boolean().default(false),
  isRestrictedAgent: z.boolean().default(false),
  /** The language saved to the profile (spec §4, GET /api/user/changeLanguage), if any. */
  language: z.string().nullish(),
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
    .trim()
    .max(60, { error: 'must be at most 60 characters' })
    .refine(isOneLine, { error: ONE_LINE_MESSAGE }),
  /** An absolute http(s) address of a picture, or null for the initials. */
  profile_image: z.preprocess((value) => (value === '' ? null : value), httpUrl.nullable()),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
