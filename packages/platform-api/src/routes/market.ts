import type { CountryCurrency } from '@wl/core';
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { currencyEntries } from '../reference/countries.ts';

/** Countries, currencies and exchange rates (spec §7 rows 5-8). */
export function marketRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  const countries = (): CountryCurrency[] =>
    services.db
      .prepare(
        'SELECT name, code, currency, emoji, unicode, image, symbol FROM countries ORDER BY position',
      )
      .all()
      .map((row) => ({ ...row }) as unknown as CountryCurrency);

  /** Rates per US dollar of the currencies the agency offers that have a rate. */
  const agencyRates = (currencies: readonly string[]): Record<string, number> => {
    const known = new Map(
      (
        services.db.prepare('SELECT currency, per_usd FROM exchange_rates').all() as {
          currency: string;
          per_usd: number;
        }[]
      ).map((row) => [row.currency, row.per_usd]),
    );
    const rates: Record<string, number> = { USD: 1 };
    for (const currency of currencies) {
      const rate = known.get(currency);
      if (rate !== undefined) rates[currency] = rate;
    }
    return rates;
  };

  routes.get('/code', (c) => c.json({ data: countries() }));

  // Spec §3: the countries whose currency the agency enables, for the currency picker.
  routes.get('/admin/country/enable', (c) => {
    const enabled = new Set(c.var.agency.config.currencies);
    return c.json({ data: countries().filter((country) => enabled.has(country.currency)) });
  });

  routes.get('/admin/country/enableCurrencies', (c) =>
    c.json({ data: currencyEntries(countries(), c.var.agency.config.currencies) }),
  );

  routes.get('/multi-currency/exchange', (c) =>
    c.json({ base: 'USD', rates: agencyRates(c.var.agency.config.currencies) }),
  );

  return routes;
}
