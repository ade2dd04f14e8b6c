import type {
  AgencyInput,
  BookingMenuItemOption,
  LanguageCode,
  PaymentIcon,
  z as Z,
} from '@wl/core';
import { type aboutSchema, type faqSchema, z } from '@wl/core';
import type { Transport } from './transport.ts';

// Answers of our site settings calls (issue 45; packages/platform-api/README.md "Ours: agencies edit their own site"). They belong
// beside core's other area answers (schemas/areas.ts) once core takes them.

export const PUBLISH_STATUSES = ['queued', 'building', 'published', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** One stored version of the agency's config, as the history lists it. */
export const configVersionSchema = z.object({
  number: z.number().check(z.int(), z.positive()),
  source: z.enum(['file', 'settings', 'restore']),
  restoredFrom: z.nullable(z.number()),
  /** Null for the onboarding file. */
  savedBy: z.nullable(z.object({ userId: z.nullable(z.number()), email: z.string() })),
  savedAt: z.string(),
  /** JSON paths changed against the version before (`agency.primaryColor`, `faq.questions[2]`). */
  changes: z.array(z.string()),
  status: z.enum(PUBLISH_STATUSES),
  failure: z.nullable(z.string()),
});
export type ConfigVersion = Z.output<typeof configVersionSchema>;

/** A save's answer: the version stored (or, when nothing changed, the one the page is on). */
export const savedVersionSchema = z.extend(configVersionSchema, { changed: z.boolean() });
export type SavedVersion = Z.output<typeof savedVersionSchema>;

export const publishStatusSchema = z.object({
  latest: configVersionSchema,
  /** The newest version whose build went live; null before any. */
  publishedVersion: z.nullable(z.number()),
  /** False when the API builds nothing (saves stay queued). */
  publishing: z.boolean(),
});
export type PublishStatusAnswer = Z.output<typeof publishStatusSchema>;

export const uploadedImageSchema = z.object({
  /** The asset reference to put in the config (`uploads/<subdomain>/<hash>.png`). */
  ref: z.string(),
  /** Where the API serves it, for the preview. */
  url: z.string(),
  bytes: z.number(),
});
export type UploadedImage = Z.output<typeof uploadedImageSchema>;

/** `null` clears a field (its default applies). */
type Clearable<T> = { [K in keyof T]?: T[K] | null };

type WebsiteAgencyFields = Pick<
  AgencyInput,
  | 'agencyName'
  | 'logo'
  | 'logoMobile'
  | 'favicon'
  | 'primaryColor'
  | 'privacyPolicy'
  | 'cookiesPolicy'
  | 'disclaimer'
  | 'contactPhoneNumber'
  | 'displaySupportPhoneFooter'
  | 'contactEmailId'
  | 'displayAddressFooter'
  | 'addressLine1'
  | 'city'
  | 'state'
  | 'country'
  | 'zipCode'
  | 'linkedin'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'youtube'
  | 'discord'
  | 'tiktok'
  | 'analytics'
  | 'isHideLoginOption'
  | 'isHideSignupOption'
  | 'isAbousUsEnable'
  | 'aboutUsEnableTitle'
  | 'isFaqEnable'
  | 'faqEnableTitle'
>;

/** What Website settings write, in the config's own shape (problems name these paths). */
export interface WebsiteSettingsFields {
  agency?: Clearable<WebsiteAgencyFields>;
  about?: Clearable<Z.input<typeof aboutSchema>>;
  faq?: Clearable<Pick<Z.input<typeof faqSchema>, 'isEnabled' | 'headerMessage' | 'questions'>>;
  languages?: LanguageCode[];
  currencies?: string[];
}

export interface ProductSettingsFields {
  agency: { bookingMenuItemOptions: BookingMenuItemOption[] };
}

export interface PaymentSettingsFields {
  agency: { currentPaymentGateway?: string | null; acceptedPaymentMethods?: PaymentIcon[] };
}

/** A page's current fields in the shape of its write, and the version to send as baseVersion. */
const editorSchema = z.object({
  data: z.object({
    version: z.number(),
    settings: z.record(z.string(), z.unknown()),
    readOnly: z.optional(z.record(z.string(), z.unknown())),
  }),
});

const dataOf = <T extends Z.ZodMiniType>(item: T) => z.object({ data: item });

/**
 * Ours (issue 45): the agency's owner and admins change its site. A refused save rejects with
 * ApiError: 400 with `body.issues` ({path, message}, the paths and messages `npm run agency --
 * validate` prints), 409 when the page was opened on an older version, 403 for other roles.
 */
export function siteSettingsCalls(call: Transport) {
  const save =
    <F>(section: 'website' | 'product' | 'payment') =>
    (baseVersion: number, fields: F) =>
      call(`/agency/settings/${section}`, {
        method: 'PUT',
        body: { ...fields, baseVersion },
        schema: dataOf(savedVersionSchema),
      }).then((r) => r.data);
  return {
    /** The version a settings page opens on and its fields (GET of that page). */
    settingsEditor: (section: 'website' | 'product' | 'payment') =>
      call(`/agency/settings/${section}`, { schema: editorSchema }).then((r) => r.data),
    saveWebsiteSettings: save<WebsiteSettingsFields>('website'),
    saveProductSettings: save<ProductSettingsFields>('product'),
    savePaymentSettings: save<PaymentSettingsFields>('payment'),
    /** Every version, the newest first. */
    configVersions: () =>
      call('/agency/settings/versions', { schema: dataOf(z.array(configVersionSchema)) }).then(
        (r) => r.data,
      ),
    /** Stores a new version with an older one's config, queued for publishing. */
    restoreVersion: (number: number, baseVersion: number) =>
      call(`/agency/settings/versions/${encodeURIComponent(number)}/restore`, {
        method: 'POST',
        body: { baseVersion },
        schema: dataOf(savedVersionSchema),
      }).then((r) => r.data),
    publishStatus: () =>
      call('/agency/settings/publish-status', { schema: dataOf(publishStatusSchema) }).then(
        (r) => r.data,
      ),
    /** A logo, mobile logo, favicon or About picture, sent as it is with its type. */
    uploadImage: (image: Blob | Uint8Array, contentType?: string) =>
      call('/agency/settings/images', {
        method: 'POST',
        rawBody: {
          data: image,
          contentType: contentType ?? (image instanceof Blob ? image.type : ''),
        },
        schema: dataOf(uploadedImageSchema),
      }).then((r) => r.data),
  };
}
