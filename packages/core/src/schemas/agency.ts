import { z } from '../zod.ts';
import { bookingMenuItemOption, DEFAULT_BOOKING_MENU_ITEM_OPTIONS } from './bookingTypes.ts';
import {
  assetRef,
  cssColor,
  dnsLabel,
  emailAddress,
  htmlContent,
  httpUrl,
  isOneLine,
  ONE_LINE_MESSAGE,
  shortText,
} from './primitives.ts';

/** Spec §3 "primaryColor (default #2c7be5)". */
export const DEFAULT_PRIMARY_COLOR = '#2c7be5';

/** Spec §3 lists Inactive as one value of status; Active is the other a live agency has. */
export const AGENCY_STATUSES = ['Active', 'Inactive'] as const;

/**
 * Spec §2.9, §4 app start: an Inactive agency's site shows only the blocking modal (no deals,
 * no side navigation, nothing indexed). The one test of it every page, server and machine uses.
 */
export function isAgencyInactive(agency: { status?: string | null | undefined }): boolean {
  return agency.status === 'Inactive';
}

const optionalText = (max = 200) =>
  z.string().trim().max(max).refine(isOneLine, { error: ONE_LINE_MESSAGE }).optional();

export const metaData = z.strictObject({
  title: optionalText(120),
  description: optionalText(320),
  keywords: z
    .array(z.string().trim().min(1).max(60).refine(isOneLine, { error: ONE_LINE_MESSAGE }))
    .max(50)
    .default([]),
});

export const analytics = z.strictObject({
  isEnabled: z.boolean().default(false),
  googleAnalyticsId: z
    .string()
    .max(40)
    .regex(/^(G|UA|GT|AW)-[A-Z0-9-]+$/, {
      error: 'expected a Google tag id such as "G-ABC123XYZ"',
    })
    .optional(),
  facebookAnalyticsId: z
    .string()
    .regex(/^\d{5,20}$/, { error: 'expected a numeric Meta pixel id such as "123456789012345"' })
    .optional(),
});

export const disallowSameDayBooking = z.strictObject({
  hotel: z.boolean().default(false),
  activities: z.boolean().default(false),
  car: z.boolean().default(false),
});

export const sso = z.strictObject({
  isSSOEnabled: z.boolean().default(false),
  isDirectLoginAllowedForSSOUsers: z.boolean().default(true),
});

/** Social links of spec §3, as top-level Agency fields the way the platform API spells them. */
export const SOCIAL_NETWORKS = [
  'linkedin',
  'instagram',
  'facebook',
  'twitter',
  'youtube',
  'discord',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Agency (spec §3). Field names are the platform API's, typos included (`isAbousUsEnable`).
 * Defaults are the spec's where it names one, otherwise the value that shows least.
 */
export const agencyShape = {
  /**
   * The agency's id on the platform: its agency terms page is /agency-terms-and-conditions/{id}
   * (spec §2.1), and no other id has one. Absent: the agency publishes no agency terms page.
   */
  id: z
    .int()
    .positive({ error: 'expected a positive whole number such as 1042' })
    .max(2_147_483_647, { error: 'must be at most 2147483647' })
    .optional(),
  agencyName: shortText(120),
  subdomain: dnsLabel,
  status: z.enum(AGENCY_STATUSES, { error: 'expected "Active" or "Inactive"' }).default('Active'),
  logo: assetRef.optional(),
  logoMobile: assetRef.optional(),
  favicon: assetRef.optional(),
  primaryColor: cssColor.default(DEFAULT_PRIMARY_COLOR),
  metaData: metaData.default({ keywords: [] }),
  privacyPolicy: htmlContent.optional(),
  cookiesPolicy: htmlContent.optional(),
  disclaimer: htmlContent.optional(),
  contactPhoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{5,25}$/, { error: 'expected a phone number such as "+1 305 555 0100"' })
    .optional(),
  displaySupportPhoneFooter: z.boolean().default(false),
  contactEmailId: emailAddress.optional(),
  displayAddressFooter: z.boolean().default(false),
  addressLine1: optionalText(),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  zipCode: optionalText(20),
  linkedin: httpUrl.optional(),
  instagram: httpUrl.optional(),
  facebook: httpUrl.optional(),
  twitter: httpUrl.optional(),
  youtube: httpUrl.optional(),
  discord: httpUrl.optional(),
  tiktok: httpUrl.optional(),
  analytics: analytics.default({ isEnabled: false }),
  returnUrl: httpUrl.optional(),
  allowNonLoginFlow: z.boolean().default(false),
  disallowSameDayBooking: disallowSameDayBooking.default({
    hotel: false,
    activities: false,
    car: false,
  }),
  hideHeaderforDealProposal: z.boolean().default(false),
  displayTopDestinations: z.boolean().default(false),
  bookingMenuItemOptions: z
    .array(bookingMenuItemOption)
    .max(DEFAULT_BOOKING_MENU_ITEM_OPTIONS.length, {
      error: `list each of the ${DEFAULT_BOOKING_MENU_ITEM_OPTIONS.length} booking types at most once`,
    })
    .default(() => DEFAULT_BOOKING_MENU_ITEM_OPTIONS.map((option) => ({ ...option }))),
  currentPaymentGateway: optionalText(60),
  isAgencyClaro: z.boolean().default(false),
  isAbousUsEnable: z.boolean().default(false),
  aboutUsEnableTitle: shortText(60).default('About Us'),
  isFaqEnable: z.boolean().default(false),
  faqEnableTitle: shortText(60).default('FAQ'),
  isHideLoginOption: z.boolean().default(false),
  isHideSignupOption: z.boolean().default(false),
  isSubscribed: z.boolean().default(false),
  sso: sso.default({ isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true }),
};

export const agencySchema = z.strictObject(agencyShape);
export type Agency = z.output<typeof agencySchema>;
export type AgencyInput = z.input<typeof agencySchema>;
