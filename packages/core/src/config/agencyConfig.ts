import { DEFAULT_AGENT_NAVIGATION } from '../rules/sideNav.ts';
import { agencySchema } from '../schemas/agency.ts';
import { aboutSchema, faqSchema } from '../schemas/content.ts';
import { blogSchema, destinationsSchema } from '../schemas/contentPages.ts';
import { cancellationPolicySchema, termsAndConditionsSchema } from '../schemas/legal.ts';
import { LANGUAGE_CODES, languageCode } from '../schemas/market.ts';
import { headerNavigationItemSchema, navigationRouteSchema } from '../schemas/navigation.ts';
import { countryCode, currencyCode, httpUrl, oneLineLabel } from '../schemas/primitives.ts';
import { z } from '../zod.ts';

/** Spec §9 "Default country United States (US)"; deals search near here unless configured. */
export const DEFAULT_LOCATION = {
  name: 'New York',
  latitude: 40.7128,
  longitude: -74.006,
  countryCode: 'US',
} as const;

/** More currencies than a picker can show usefully; ISO 4217 has about 180 in use. */
export const MAX_CURRENCIES = 200;

const uniqueList = <T extends z.ZodMiniType<string>>(item: T, what: string, max: number) =>
  z.array(item).check(
    z.minLength(1, { error: `list at least one ${what}` }),
    z.maxLength(max, {
      error: `list at most ${max} ${what === 'currency' ? 'currencies' : `${what}s`}`,
    }),
    z.refine((list) => new Set(list).size === list.length, { error: `each ${what} once` }),
  );

/** Where the shell loads its remote applications from (spec §1, §4). Absent: the built-in ones. */
export const remotesSchema = z.strictObject({
  main: z.optional(httpUrl),
  resort: z.optional(httpUrl),
  blog: z.optional(httpUrl),
  destinations: z.optional(httpUrl),
});

export const navigationConfigSchema = z.strictObject({
  header: z._default(z.array(headerNavigationItemSchema).check(z.maxLength(20)), []),
  agent: z._default(z.array(navigationRouteSchema).check(z.maxLength(40)), () =>
    structuredClone(DEFAULT_AGENT_NAVIGATION),
  ),
});

export const locationSchema = z.strictObject({
  name: oneLineLabel(100),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  countryCode,
});

/**
 * Layer 1: the shape of an agency config file, with defaults. Unknown keys are errors: in a
 * hand-written config they are almost always typos.
 */
export const agencyConfigBaseSchema = z.strictObject({
  $schema: z.optional(z.string().check(z.maxLength(500))),
  agency: agencySchema,
  about: z._default(aboutSchema, { isEnabled: false }),
  faq: z._default(faqSchema, { isEnabled: false, questions: [] }),
  /** The terms pages of spec §2.1 (agency HTML, sanitised like the policies). */
  termsAndConditions: z._default(termsAndConditionsSchema, {}),
  /** /cancellation-policy and its five cruise-line pages (spec §2.1). */
  cancellationPolicy: z._default(cancellationPolicySchema, () => ({ cruiseLines: {} })),
  navigation: z._default(navigationConfigSchema, () => ({
    header: [],
    agent: structuredClone(DEFAULT_AGENT_NAVIGATION),
  })),
  remotes: z._default(remotesSchema, {}),
  /** The blog's posts (/blog and /blog/<slug>, spec §2.1) while the shell shows the blog. */
  blog: z._default(blogSchema, () => ({ posts: [] })),
  /** Destination guides (/destination, /top-destination, /destination/<slug>, spec §2.1). */
  destinations: z._default(destinationsSchema, () => ({ guides: [] })),
  /** Base of the platform API (spec §7). Absent: the same origin as the site. */
  apiBaseUrl: z.optional(httpUrl),
  /** Base of the resort service (spec §7 "separate base"). Absent: `/resort-api` on the site. */
  resortApiBaseUrl: z.optional(httpUrl),
  /** Languages offered in the picker (spec §9). */
  languages: z._default(uniqueList(languageCode, 'language', LANGUAGE_CODES.length), () => [
    ...LANGUAGE_CODES,
  ]),
  /** Currencies offered in the picker; USD is always among them (spec §4 fallback). */
  currencies: z._default(uniqueList(currencyCode, 'currency', MAX_CURRENCIES), () => ['USD']),
  /** Where home deals are searched around when the query gives no lat/long (spec §2.1). */
  defaultLocation: z._default(locationSchema, () => ({ ...DEFAULT_LOCATION })),
  /** Target of the side navigation's Academy link (spec §2.8). Absent: no Academy link. */
  academyUrl: z.optional(httpUrl),
});

export type AgencyConfigInput = z.input<typeof agencyConfigBaseSchema>;

/** Layer 2: rules that tie fields together. Each issue points at the field to change. */
export const agencyConfigSchema = agencyConfigBaseSchema.check(
  z.superRefine((config, ctx) => {
    const { agency } = config;
    const problem = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });

    const options = agency.bookingMenuItemOptions;
    if (!options.some((option) => option.active)) {
      problem(['agency', 'bookingMenuItemOptions'], 'at least one booking type must be active');
    }
    options.forEach((option, index) => {
      if (options.findIndex((other) => other.title === option.title) !== index) {
        problem(
          ['agency', 'bookingMenuItemOptions', index, 'title'],
          `"${option.title}" is listed twice`,
        );
      }
    });

    if (
      agency.sso.isSSOEnabled &&
      !agency.sso.isDirectLoginAllowedForSSOUsers &&
      !agency.returnUrl
    ) {
      problem(
        ['agency', 'returnUrl'],
        'required when SSO is on and direct login is not allowed: login and sign-up go there (spec §2.6)',
      );
    }
    if (
      agency.analytics.isEnabled &&
      !agency.analytics.googleAnalyticsId &&
      !agency.analytics.facebookAnalyticsId
    ) {
      problem(
        ['agency', 'analytics'],
        'analytics is enabled but neither googleAnalyticsId nor facebookAnalyticsId is set',
      );
    }
    if (agency.displaySupportPhoneFooter && !agency.contactPhoneNumber) {
      problem(['agency', 'contactPhoneNumber'], 'required when displaySupportPhoneFooter is true');
    }
    if (agency.displayAddressFooter) {
      for (const field of ['addressLine1', 'city', 'country'] as const) {
        if (!agency[field])
          problem(['agency', field], 'required when displayAddressFooter is true');
      }
    }
    if (agency.isAbousUsEnable !== config.about.isEnabled) {
      problem(
        ['about', 'isEnabled'],
        `must match agency.isAbousUsEnable (${agency.isAbousUsEnable}): the header link and the page would disagree`,
      );
    }
    if (config.about.isEnabled && !config.about.content?.trim()) {
      problem(['about', 'content'], 'required when the About page is enabled');
    }
    if (agency.isFaqEnable !== config.faq.isEnabled) {
      problem(
        ['faq', 'isEnabled'],
        `must match agency.isFaqEnable (${agency.isFaqEnable}): the header link and the page would disagree`,
      );
    }
    if (!config.currencies.includes('USD')) {
      problem(['currencies'], 'must include "USD", the fallback currency (spec §4, §9)');
    }
    if (agency.isAgencyClaro) {
      if (!config.languages.includes('es')) {
        problem(
          ['languages'],
          'must include "es": the partner agency is forced to Spanish (spec §4)',
        );
      }
      if (!config.currencies.includes('MXN')) {
        problem(['currencies'], 'must include "MXN": the partner agency defaults to it (spec §4)');
      }
    }
  }),
);

export type AgencyConfig = z.output<typeof agencyConfigSchema>;
