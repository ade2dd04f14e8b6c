import { z } from '../zod.ts';

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
