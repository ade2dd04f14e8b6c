import { CRUISE_LINES, type CruiseLine } from '../rules/routes.ts';
import { z } from '../zod.ts';
import { htmlContent } from './primitives.ts';

/**
 * The agency's terms pages (spec §2.1 /user-terms-and-conditions and
 * /agency-terms-and-conditions/{id}). Agency HTML like the policies of spec §3: sanitised at build
 * time by the one sanitiser of agency HTML, empty markup counting as none (spec §5).
 */
export const termsAndConditionsSchema = z.strictObject({
  /** The terms a traveller agrees to (the footer's Terms link, spec §2.7). */
  user: z.optional(htmlContent),
  /** The terms between the agency and the agents who book through it. */
  agency: z.optional(htmlContent),
});
export type TermsAndConditions = z.output<typeof termsAndConditionsSchema>;

/** One optional policy per cruise line of spec §2.1, keyed by the line's path segment. */
const cruiseLinePolicies = z.strictObject(
  Object.fromEntries(CRUISE_LINES.map((line) => [line, z.optional(htmlContent)])) as Record<
    CruiseLine,
    z.ZodMiniOptional<typeof htmlContent>
  >,
);

/** /cancellation-policy and its cruise-line sub-pages (spec §2.1). */
export const cancellationPolicySchema = z.strictObject({
  /** The agency's general cancellation policy, on /cancellation-policy. */
  content: z.optional(htmlContent),
  cruiseLines: z._default(cruiseLinePolicies, {}),
});
export type CancellationPolicy = z.output<typeof cancellationPolicySchema>;
