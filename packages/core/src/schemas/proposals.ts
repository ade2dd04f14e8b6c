import { z } from '../zod.ts';
import { hotelStaySchema } from './hotels.ts';

/**
 * The agents' Proposals and Deal Link (spec §1 side navigation; §2.1 /allowAgentProposal,
 * /disapproveProposal, /deal-link, /url/{id}). The spec shows none of their payloads, so these
 * are ours: the reference API answers them and the main remote reads them through these schemas
 * (docs: packages/platform-api/README.md).
 */

/** Longest note an agent may write to a client with a proposal. */
export const PROPOSAL_MESSAGE_MAX = 1000;

export const PROPOSAL_STATUSES = ['SENT', 'ACCEPTED', 'DECLINED'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** What the client answers: ask the agent to book it (/allowAgentProposal), or decline it. */
export const PROPOSAL_ANSWERS = ['accept', 'decline'] as const;
export type ProposalAnswer = (typeof PROPOSAL_ANSWERS)[number];

export const createProposalSchema = z.object({
  clientId: z.number().check(z.int(), z.positive()),
  hotelId: z.string().check(z.regex(/^[a-z0-9-]{1,80}$/, { error: 'not a hotel of this agency' })),
  stay: hotelStaySchema,
  message: z._default(z.string().check(z.trim(), z.maxLength(PROPOSAL_MESSAGE_MAX)), ''),
});
export type CreateProposal = z.input<typeof createProposalSchema>;

export const proposalAnswerSchema = z.object({ answer: z.enum(PROPOSAL_ANSWERS) });

export const proposalSchema = z.object({
  id: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  hotel: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  stay: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    rooms: z.number(),
    adults: z.number(),
    children: z.number(),
  }),
  message: z.string(),
  client: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  agent: z.object({ name: z.string() }),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
});
export type Proposal = z.output<typeof proposalSchema>;

export const createDealLinkSchema = z.object({
  hotelId: createProposalSchema.shape.hotelId,
  stay: hotelStaySchema,
});
export type CreateDealLink = z.input<typeof createDealLinkSchema>;

/** A short deal link: `/url/{code}` opens `target`, the hotel's page for the stay. */
export const dealLinkSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9]{6,16}$/)),
  target: z.string().check(z.startsWith('/')),
  hotel: z.object({ id: z.string(), name: z.string() }),
});
export type DealLink = z.output<typeof dealLinkSchema>;
