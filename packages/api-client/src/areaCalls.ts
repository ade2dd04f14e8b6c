import {
  type AgencyMarkup,
  agencyMarkupSchema,
  agentDashboardSchema,
  bookingSchema,
  type CreateDealLink,
  type CreateProposal,
  dealLinkSchema,
  hotelBookingSchema,
  type LanguageCode,
  type ProfileUpdate,
  type ProposalAnswer,
  paymentSettingsSchema,
  personSchema,
  productSettingsSchema,
  proposalSchema,
  userProfileSchema,
  websiteSettingsSchema,
  z,
} from '@wl/core';
import type { Transport } from './transport.ts';

const dataOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: item });

/**
 * Ours (issue 16; platform-api README "Ours: the traveller's and agents' areas"): what the
 * traveller's and agents' pages read and write. The profile's language goes through spec §7's
 * changeLanguage (spec §4).
 */
export function areaCalls(call: Transport) {
  return {
    updateProfile: (update: ProfileUpdate) =>
      call('/user/profile', {
        method: 'PUT',
        body: update,
        schema: z.object({ user: userProfileSchema }),
      }).then((r) => r.user),
    /** Spec §4: the profile's language, saved with the call the header uses. */
    saveProfileLanguage: (language: LanguageCode) =>
      call(`/user/changeLanguage/${encodeURIComponent(language)}`, {
        schema: z.object({ user: userProfileSchema }),
      }).then((r) => r.user),
    agentDashboard: () =>
      call('/agent/dashboard', { schema: dataOf(agentDashboardSchema) }).then((r) => r.data),
    markup: () =>
      call('/agency/settings/markup', { schema: dataOf(agencyMarkupSchema) }).then((r) => r.data),
    saveMarkup: (markup: AgencyMarkup) =>
      call('/agency/settings/markup', {
        method: 'PUT',
        body: markup,
        schema: dataOf(agencyMarkupSchema),
      }).then((r) => r.data),
    websiteSettings: () =>
      call('/agency/settings/website', { schema: dataOf(websiteSettingsSchema) }).then(
        (r) => r.data,
      ),
    paymentSettings: () =>
      call('/agency/settings/payment', { schema: dataOf(paymentSettingsSchema) }).then(
        (r) => r.data,
      ),
    productSettings: () =>
      call('/agency/settings/product', { schema: dataOf(productSettingsSchema) }).then(
        (r) => r.data,
      ),
    clients: () =>
      call('/users/clients', { schema: dataOf(z.array(personSchema)) }).then((r) => r.data),
    agents: () =>
      call('/users/agents', { schema: dataOf(z.array(personSchema)) }).then((r) => r.data),
    /** The agents' Bookings: every confirmed stay of the agency, the latest first. */
    agencyBookings: () =>
      call('/agency/bookings', { schema: dataOf(z.array(hotelBookingSchema)) }).then((r) => r.data),
    /** Pay: this agent's bookings of every vertical held and waiting for payment. */
    heldBookings: () =>
      call('/agency/bookings/held', { schema: dataOf(z.array(bookingSchema)) }).then((r) => r.data),
    proposals: () =>
      call('/agency/proposals', { schema: dataOf(z.array(proposalSchema)) }).then((r) => r.data),
    sendProposal: (proposal: CreateProposal) =>
      call('/agency/proposals', {
        method: 'POST',
        body: proposal,
        schema: dataOf(proposalSchema),
      }).then((r) => r.data),
    proposal: (id: string) =>
      call(`/proposals/${encodeURIComponent(id)}`, { schema: dataOf(proposalSchema) }).then(
        (r) => r.data,
      ),
    answerProposal: (id: string, answer: ProposalAnswer) =>
      call(`/proposals/${encodeURIComponent(id)}/answer`, {
        method: 'POST',
        body: { answer },
        schema: dataOf(proposalSchema),
      }).then((r) => r.data),
    makeDealLink: (link: CreateDealLink) =>
      call('/agency/deal-links', {
        method: 'POST',
        body: link,
        schema: dataOf(dealLinkSchema),
      }).then((r) => r.data),
    /** Spec §2.1 /url/{id}: where a short deal link leads. */
    dealLink: (code: string) =>
      call(`/deal-links/${encodeURIComponent(code)}`, { schema: dataOf(dealLinkSchema) }).then(
        (r) => r.data,
      ),
  };
}
