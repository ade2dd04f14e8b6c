import {
  activitySearchQuerySchema,
  carSearchQuerySchema,
  cruiseSearchQuerySchema,
  flightSearchQuerySchema,
  searchDateProblem,
} from '@wl/core';
import { addDays } from 'date-fns';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { auth } from '../auth/guards.ts';
import type { AppEnv, Services } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readJsonBody, validate } from '../http/validation.ts';
import { assertOffered, type EngineSearch, SEARCHES } from '../inventory/verticals.ts';
import { type FullRates, ratesForViewer } from '../pricing.ts';

/**
 * Ours (packages/platform-api/README.md "Search results"): the searches behind the results pages of flights, cars,
 * activities and cruises (issue 15). The body is the vertical's search query exactly as core
 * parses it from the results page's URL (one schema for both). Answers are deterministic for a
 * query (inventory/verticals.ts), priced in US dollars like the deal searches, with the wholesale
 * figures only for unrestricted agents (spec §2.3). A vertical the agency does not offer answers
 * 404.
 */
export function searchRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  // Like the home deals (spec §2.3): every visitor may search; the page decides what prices show.
  const gate = auth(services, 'optional');

  const handler =
    <S extends z.core.$ZodType>(
      vertical: EngineSearch,
      schema: S,
      search: (query: z.output<S>) => { rates: FullRates }[],
    ) =>
    async (c: Context<AppEnv>) => {
      assertOffered(c.var.agency.config.agency, vertical);
      const query = validate(schema, (await readJsonBody(c)) ?? {}, `${vertical} search`);
      // Spec §9 date rules, one day of slack for travellers in time zones ahead of the server.
      const problem = searchDateProblem(
        vertical,
        query as never,
        c.var.agency.config.agency,
        addDays(services.now(), -1),
      );
      if (problem) {
        throw badRequest(`Invalid ${vertical} search: dates: ${problem}`, [
          { path: 'dates', message: problem },
        ]);
      }
      const viewer = c.var.user?.profile;
      const data = search(query).map((item) => ({
        ...item,
        rates: ratesForViewer(item.rates, viewer),
      }));
      return c.json({ data, currency: 'USD' });
    };

  routes.post(
    '/flight/search',
    gate,
    handler('flights', flightSearchQuerySchema, SEARCHES.flights),
  );
  routes.post('/car-rental/search', gate, handler('cars', carSearchQuerySchema, SEARCHES.cars));
  routes.post(
    '/activities/search',
    gate,
    handler('activities', activitySearchQuerySchema, SEARCHES.activities),
  );
  routes.post('/cruise/search', gate, handler('cruise', cruiseSearchQuerySchema, SEARCHES.cruise));
  return routes;
}
