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
  oneLineLabel,
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
  z.optional(
    z.string().check(z.trim(), z.maxLength(max), z.refine(isOneLine, { error: ONE_LINE_MESSAGE })),
  );

export const metaData = z.strictObject({
  title: optionalText(120),
  description: optionalText(320),
  keywords: z._default(z.array(oneLineLabel(60)).check(z.maxLength(50)), []),
});

export const analytics = z.strictObject({
  isEnabled: z._default(z.boolean(), false),
  googleAnalyticsId: z.optional(
    z.string().check(
      z.maxLength(40),
      z.regex(/^(G|UA|GT|AW)-[A-Z0-9-]+$/, {
        error: 'expected a Google tag id such as "G-ABC123XYZ"',
      }),
    ),
  ),
  facebookAnalyticsId: z.optional(
    z.string().check(
      z.regex(/^\d{5,20}$/, {
        error: 'expected a numeric Meta pixel id such as "123456789012345"',
      }),
    ),
  ),
});

export const disallowSameDayBooking = z.strictObject({
  hotel: z._default(z.boolean(), false),
  activities: z._default(z.boolean(), false),
  car: z._default(z.boolean(), false),
});

export const sso = z.strictObject({
  isSSOEnabled: z._default(z.boolean(), false),
  isDirectLoginAllowedForSSOUsers: z._default(z.boolean(), true),
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

/** Spec §2.7: the accepted payment icons, in the spec's order. */
export const PAYMENT_ICONS = [
  'discover',
  'visa',
  'american-express',
  'mastercard',
  'bitcoin',
] as const;
export type PaymentIcon = (typeof PAYMENT_ICONS)[number];

/** The brands as the spec names them, for answers of the API (the pages translate theirs). */
export const PAYMENT_METHOD_NAMES = {
  discover: 'Discover',
  visa: 'Visa',
  'american-express': 'American Express',
  mastercard: 'Master Card',
  bitcoin: 'Bitcoin',
} as const satisfies Record<PaymentIcon, string>;

/**
 * The payments the agency accepts, shown as the footer's icons: the spec's five unless the
 * agency lists fewer (none: no icons). Each once; the footer keeps the spec's order.
 */
const acceptedPaymentMethods = z
  .array(z.enum(PAYMENT_ICONS, { error: `expected one of ${PAYMENT_ICONS.join(', ')}` }))
  .check(
    z.refine((list) => new Set(list).size === list.length, { error: 'each payment method once' }),
  );

/**
 * Agency (spec §3). Field names are the platform API's, typos included (`isAbousUsEnable`).
 * Defaults are the spec's where it names one, otherwise the value that shows least.
 */
export const agencyShape = {
  /**
   * The agency's id on the platform: its agency terms page is /agency-terms-and-conditions/{id}
   * (spec §2.1), and no other id has one. Absent: the agency publishes no agency terms page.
   */
  id: z.optional(
    z
      .int()
      .check(
        z.positive({ error: 'expected a positive whole number such as 1042' }),
        z.lte(2_147_483_647, { error: 'must be at most 2147483647' }),
      ),
  ),
  agencyName: shortText(120),
  subdomain: dnsLabel,
  status: z._default(
    z.enum(AGENCY_STATUSES, { error: 'expected "Active" or "Inactive"' }),
    'Active',
  ),
  logo: z.optional(assetRef),
  logoMobile: z.optional(assetRef),
  favicon: z.optional(assetRef),
  primaryColor: z._default(cssColor, DEFAULT_PRIMARY_COLOR),
  metaData: z._default(metaData, { keywords: [] }),
  privacyPolicy: z.optional(htmlContent),
  cookiesPolicy: z.optional(htmlContent),
  disclaimer: z.optional(htmlContent),
  contactPhoneNumber: z.optional(
    z.string().check(
      z.trim(),
      z.regex(/^\+?[0-9 ().-]{5,25}$/, {
        error: 'expected a phone number such as "+1 305 555 0100"',
      }),
    ),
  ),
  displaySupportPhoneFooter: z._default(z.boolean(), false),
  contactEmailId: z.optional(emailAddress),
  displayAddressFooter: z._default(z.boolean(), false),
  addressLine1: optionalText(),
  city: optionalText(100),
  state: optionalText(100),
  country: optionalText(100),
  zipCode: optionalText(20),
  linkedin: z.optional(httpUrl),
  instagram: z.optional(httpUrl),
  facebook: z.optional(httpUrl),
  twitter: z.optional(httpUrl),
  youtube: z.optional(httpUrl),
  discord: z.optional(httpUrl),
  tiktok: z.optional(httpUrl),
  analytics: z._default(analytics, { isEnabled: false }),
  returnUrl: z.optional(httpUrl),
  allowNonLoginFlow: z._default(z.boolean(), false),
  disallowSameDayBooking: z._default(disallowSameDayBooking, {
    hotel: false,
    activities: false,
    car: false,
  }),
  hideHeaderforDealProposal: z._default(z.boolean(), false),
  displayTopDestinations: z._default(z.boolean(), false),
  bookingMenuItemOptions: z._default(
    z.array(bookingMenuItemOption).check(
      z.maxLength(DEFAULT_BOOKING_MENU_ITEM_OPTIONS.length, {
        error: `list each of the ${DEFAULT_BOOKING_MENU_ITEM_OPTIONS.length} booking types at most once`,
      }),
    ),
    () => DEFAULT_BOOKING_MENU_ITEM_OPTIONS.map((option) => ({ ...option })),
  ),
  currentPaymentGateway: optionalText(60),
  acceptedPaymentMethods: z._default(acceptedPaymentMethods, () => [...PAYMENT_ICONS]),
  isAgencyClaro: z._default(z.boolean(), false),
  isAbousUsEnable: z._default(z.boolean(), false),
  aboutUsEnableTitle: z._default(shortText(60), 'About Us'),
  isFaqEnable: z._default(z.boolean(), false),
  faqEnableTitle: z._default(shortText(60), 'FAQ'),
  isHideLoginOption: z._default(z.boolean(), false),
  isHideSignupOption: z._default(z.boolean(), false),
  isSubscribed: z._default(z.boolean(), false),
  sso: z._default(sso, { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true }),
};

export const agencySchema = z.strictObject(agencyShape);
export type Agency = z.output<typeof agencySchema>;
export type AgencyInput = z.input<typeof agencySchema>;
