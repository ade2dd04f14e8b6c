// The shell's legal pages beyond the policies of spec §2.7: the terms pages and the cancellation
// policies of spec §2.1. Which ones exist for an agency, where they answer and whether they have
// content of their own (empty markup counts as none, spec §5) is decided here, for the generator,
// the servers' rules, the sitemap and the pages' `noindex`.
import type { AgencyConfig } from '../config/agencyConfig.ts';
import type { Agency } from '../schemas/agency.ts';
import { hasRichTextContent } from './richText.ts';
import {
  AGENCY_TERMS_ROUTE,
  CANCELLATION_POLICY_PATH,
  CRUISE_LINES,
  type CruiseLine,
  cruiseLinePolicyPath,
  USER_TERMS_PATH,
} from './routes.ts';

/**
 * The lines' names as the lines write them (brand names: the same in every language). `mcl` is
 * MSC Cruises, as the reference API's ship-lines call lists it.
 */
export const CRUISE_LINE_NAMES: Readonly<Record<CruiseLine, string>> = {
  'royal-caribbean': 'Royal Caribbean International',
  carnival: 'Carnival Cruise Line',
  mcl: 'MSC Cruises',
  celebrity: 'Celebrity Cruises',
  disney: 'Disney Cruise Line',
};

/**
 * Spec §2.1 `/agency-terms-and-conditions/{id}` for the agency's own id, or null when the agency
 * has no id (then every such path is the 404 page).
 */
export function agencyTermsPath(agency: Pick<Agency, 'id'>): string | null {
  return agency.id === undefined ? null : AGENCY_TERMS_ROUTE.replace(':id', String(agency.id));
}

export type LegalConfig = Pick<AgencyConfig, 'termsAndConditions' | 'cancellationPolicy'>;

/** The cruise lines whose cancellation policy has content, in the spec's order. */
export function cruiseLinesWithPolicy(config: LegalConfig): CruiseLine[] {
  return CRUISE_LINES.filter((line) =>
    hasRichTextContent(config.cancellationPolicy.cruiseLines[line]),
  );
}

/**
 * /cancellation-policy has content when the agency wrote a general policy or a policy for any
 * cruise line (the page then lists the lines that have one).
 */
export function cancellationPolicyHasContent(config: LegalConfig): boolean {
  return (
    hasRichTextContent(config.cancellationPolicy.content) ||
    cruiseLinesWithPolicy(config).length > 0
  );
}

/** The legal pages of spec §2.1 that show the agency's own content, in sitemap order. */
export function legalPathsWithContent(
  config: LegalConfig & { agency: Pick<Agency, 'id'> },
): string[] {
  const { termsAndConditions } = config;
  const agencyTerms = agencyTermsPath(config.agency);
  return [
    ...(hasRichTextContent(termsAndConditions.user) ? [USER_TERMS_PATH] : []),
    ...(agencyTerms && hasRichTextContent(termsAndConditions.agency) ? [agencyTerms] : []),
    ...(cancellationPolicyHasContent(config) ? [CANCELLATION_POLICY_PATH] : []),
    ...cruiseLinesWithPolicy(config).map(cruiseLinePolicyPath),
  ];
}

/**
 * The cancellation policy page of a ship line of spec §7's ship-lines call, by the line's code,
 * or null for a line without one (spec §2.1 names five). MSC's code is `msc`, its page `mcl`.
 */
export function cruiseLinePolicyOf(code: string): string | null {
  const line = code === 'msc' ? 'mcl' : code;
  return (CRUISE_LINES as readonly string[]).includes(line)
    ? cruiseLinePolicyPath(line as CruiseLine)
    : null;
}
