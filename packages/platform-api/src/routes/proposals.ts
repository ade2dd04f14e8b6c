import { randomBytes, randomUUID } from 'node:crypto';
import {
  createDealLinkSchema,
  createProposalSchema,
  displayName,
  hotelPageHref,
  isAgent,
  isProposalOpen,
  type Proposal,
  proposalAnswerSchema,
} from '@wl/core';
import { type Context, Hono } from 'hono';
import { auth } from '../auth/guards.ts';
import { agentsOnly } from '../auth/roles.ts';
import { findUserById } from '../auth/users.ts';
import type { AppEnv, Services } from '../context.ts';
import { hotelCatalogue } from '../hotels/catalogue.ts';
import { readStay } from '../hotels/stayDates.ts';
import { ApiError, badRequest, notFound, unauthorized } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import { mailContextOf } from '../mail/accountMail.ts';
import { proposalAnswerMail, proposalMail } from '../mail/proposalMail.ts';

interface ProposalRow {
  id: string;
  agency_id: number;
  agent_id: number;
  client_id: number;
  hotel_json: string;
  check_in: string;
  check_out: string;
  rooms: number;
  adults: number;
  children: number;
  message: string;
  status: Proposal['status'];
  created_at: string;
  answered_at: string | null;
}

/** Short codes of deal links: letters and digits a person can read aloud (no 0/O, 1/l/I). */
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (const byte of randomBytes(CODE_LENGTH)) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

/**
 * Ours (issue 16, docs in the README beside the spec §7 calls): the agents' Proposals (an agent
 * proposes a hotel stay to a client, who answers it signed in at /allowAgentProposal or
 * /disapproveProposal) and Deal Link (a short address, /url/{code}, for a hotel's page).
 */
export function proposalRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const signedIn = auth(services, 'required');
  const { db } = services;

  const nameOf = (userId: number) => {
    const user = findUserById(db, userId);
    return user ? displayName(user.profile.personal_info) || user.profile.personal_info.email : '';
  };

  const view = (row: ProposalRow): Proposal => {
    const client = findUserById(db, row.client_id);
    return {
      id: row.id,
      status: row.status,
      hotel: JSON.parse(row.hotel_json) as Proposal['hotel'],
      stay: {
        checkIn: row.check_in,
        checkOut: row.check_out,
        rooms: row.rooms,
        adults: row.adults,
        children: row.children,
      },
      message: row.message,
      client: {
        id: row.client_id,
        name: nameOf(row.client_id),
        email: client?.profile.personal_info.email ?? '',
      },
      agent: { name: nameOf(row.agent_id) },
      createdAt: row.created_at,
      answeredAt: row.answered_at,
    };
  };

  const hotelOf = (c: Context<AppEnv>, hotelId: string) => {
    const hotel = hotelCatalogue(services, c.var.agency.id).find(hotelId);
    if (!hotel) throw notFound('No such hotel');
    return hotel;
  };

  /** A proposal this request may read: sent by this agency, to the signed-in client or by staff. */
  const readable = (c: Context<AppEnv>, id: string): ProposalRow => {
    const row = db
      .prepare('SELECT * FROM proposals WHERE id = ? AND agency_id = ?')
      .get(id, c.var.agency.id) as unknown as ProposalRow | undefined;
    const user = c.var.user;
    // Someone else's proposal answers like a missing one: its existence is not told either.
    if (!row || !user || (row.client_id !== user.userId && !isAgent(user.profile))) {
      throw notFound('No such proposal');
    }
    return row;
  };

  routes.get('/agency/proposals', signedIn, agentsOnly, (c) => {
    const rows = db
      .prepare('SELECT * FROM proposals WHERE agency_id = ? ORDER BY created_at DESC, id')
      .all(c.var.agency.id) as unknown as ProposalRow[];
    return c.json({ data: rows.map(view) });
  });

  routes.post('/agency/proposals', signedIn, agentsOnly, async (c) => {
    const input = validate(createProposalSchema, await readJsonBody(c), 'proposal');
    const agent = c.var.user;
    if (!agent) throw unauthorized('Missing access token');
    const client = findUserById(db, input.clientId);
    if (!client || client.agencyId !== c.var.agency.id || isAgent(client.profile)) {
      throw badRequest('Invalid proposal: clientId: not a client of this agency', [
        { path: 'clientId', message: 'not a client of this agency' },
      ]);
    }
    readStay(input.stay, services.now());
    const hotel = hotelOf(c, input.hotelId);
    const id = randomUUID();
    db.prepare(
      `INSERT INTO proposals (id, agency_id, agent_id, client_id, hotel_json, check_in, check_out,
         rooms, adults, children, message, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'SENT', ?)`,
    ).run(
      id,
      c.var.agency.id,
      agent.userId,
      client.id,
      JSON.stringify({ id: hotel.id, name: hotel.name, address: hotel.address }),
      input.stay.checkIn,
      input.stay.checkOut,
      input.stay.rooms,
      input.stay.adults,
      input.stay.children,
      input.message,
      services.now().toISOString(),
    );
    const proposal = view(readable(c, id));
    services.outbox.send({
      ...proposalMail(mailContextOf(c, client.profile.language), proposal),
      sentAt: services.now(),
    });
    return c.json({ data: proposal }, 201);
  });

  routes.get('/proposals/:id', signedIn, (c) =>
    c.json({ data: view(readable(c, c.req.param('id'))) }),
  );

  // The client's answer (spec §2.1 /allowAgentProposal, /disapproveProposal): once, by them only.
  routes.post('/proposals/:id/answer', signedIn, async (c) => {
    const row = readable(c, c.req.param('id'));
    if (row.client_id !== c.var.user?.userId) {
      throw new ApiError(403, 'Only the client it was sent to can answer this proposal');
    }
    const { answer } = validate(proposalAnswerSchema, await readJsonBody(c), 'answer');
    if (!isProposalOpen(row.status)) {
      throw new ApiError(409, 'This proposal has already been answered.');
    }
    const status = answer === 'accept' ? 'ACCEPTED' : 'DECLINED';
    const changed = db
      .prepare(`UPDATE proposals SET status = ?, answered_at = ? WHERE id = ? AND status = 'SENT'`)
      .run(status, services.now().toISOString(), row.id);
    if (changed.changes !== 1) throw new ApiError(409, 'This proposal has already been answered.');
    const proposal = view(readable(c, row.id));
    const agent = findUserById(db, row.agent_id);
    if (agent) {
      services.outbox.send({
        ...proposalAnswerMail(
          mailContextOf(c, agent.profile.language),
          agent.profile.personal_info.email,
          proposal,
        ),
        sentAt: services.now(),
      });
    }
    return c.json({ data: proposal });
  });

  routes.post('/agency/deal-links', signedIn, agentsOnly, async (c) => {
    const input = validate(createDealLinkSchema, await readJsonBody(c), 'deal link');
    readStay(input.stay, services.now());
    const hotel = hotelOf(c, input.hotelId);
    const target = hotelPageHref(hotel.id, input.stay);
    const stored = { id: hotel.id, name: hotel.name };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newCode();
      try {
        db.prepare(
          `INSERT INTO deal_links (code, agency_id, agent_id, hotel_json, target, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        ).run(
          code,
          c.var.agency.id,
          c.var.user?.userId ?? null,
          JSON.stringify(stored),
          target,
          services.now().toISOString(),
        );
        return c.json({ data: { code, target, hotel: stored } }, 201);
      } catch (error) {
        // A code already in use (PRIMARY KEY): draw another.
        if (!String(error).includes('UNIQUE')) throw error;
      }
    }
    throw new Error('could not draw a unique deal link code');
  });

  // Anyone with the link may open it (spec §2.1 /url/{id}); codes of another agency do not exist.
  routes.get('/deal-links/:code', (c) => {
    const row = db
      .prepare('SELECT code, hotel_json, target FROM deal_links WHERE code = ? AND agency_id = ?')
      .get(c.req.param('code'), c.var.agency.id) as
      | { code: string; hotel_json: string; target: string }
      | undefined;
    if (!row) throw notFound('This deal link does not exist.');
    return c.json({
      data: { code: row.code, target: row.target, hotel: JSON.parse(row.hotel_json) },
    });
  });

  return routes;
}
