import { z } from '../zod.ts';
import { bookingMenuItemOption } from './bookingTypes.ts';
import { money } from './user.ts';

// Answers of our API calls for the traveller's and agents' areas (issue 16; platform-api README
// "Ours: the traveller's and agents' areas"), parsed by the API client, typed for the views.

/** The Command Center's figures. No `markupPercent` for a sales agent (spec §2.8). */
export const agentDashboardSchema = z.object({
  clients: z.number().check(z.int(), z.nonnegative()),
  agents: z.number().check(z.int(), z.nonnegative()),
  markupPercent: z.optional(z.nullable(z.number())),
  credits: z.nullable(money),
});
export type AgentDashboard = z.output<typeof agentDashboardSchema>;

/** A client or an agent of the agency, as the lists show them. */
export const personSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  email: z.string(),
  userType: z.string(),
  isRestrictedAgent: z.boolean(),
  createdAt: z.string(),
});
export type Person = z.output<typeof personSchema>;

export const websiteSettingsSchema = z.object({
  agencyName: z.string(),
  subdomain: z.string(),
  primaryColor: z.string(),
  logo: z.nullable(z.string()),
  isAbousUsEnable: z.boolean(),
  aboutUsEnableTitle: z.nullable(z.string()),
  isFaqEnable: z.boolean(),
  faqEnableTitle: z.nullable(z.string()),
  languages: z.array(z.string()),
  currencies: z.array(z.string()),
});
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;

export const paymentSettingsSchema = z.object({
  currentPaymentGateway: z.nullable(z.string()),
  acceptedPaymentMethods: z.array(z.string()),
});
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

export const productSettingsSchema = z.object({
  bookingMenuItemOptions: z.array(bookingMenuItemOption),
});
export type ProductSettings = z.output<typeof productSettingsSchema>;
