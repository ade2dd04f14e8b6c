// Spec §4: the currency the visitor chose (the query's, or the one kept in local storage) is the
// one the header shows from the first paint, on every page. The server knows no visitor and drew
// the picker in the agency's default; islands of reading pages wait for the visitor's first move
// (directives/held.ts), so the page's head script writes the choice into the server-drawn
// trigger instead, and says so on `<html>`: the header island's first render in the browser
// draws the same currency (pageMarket.ts `shownCurrency`), so hydration finds what it renders.
import type { AgencyConfig, chosenCurrency, shouldClearStoredCurrency } from '@wl/core';
import { CURRENCY_STORAGE_KEY, defaultCurrency } from '@wl/core';
import { CURRENCY_VALUE_ATTRIBUTE } from '@wl/ui/components/CurrencyPicker/currencyValueMarkup.ts';
import { selectedFlagOf } from '@wl/ui/components/CurrencyPicker/selectedEntry.ts';

/** On `<html>`: the currency the head script wrote into the page's pickers (none: the server's). */
export const SHOWN_CURRENCY_ATTRIBUTE = 'data-wl-shown-currency';

export interface ChosenCurrencyConfig {
  /** Core `CURRENCY_STORAGE_KEY`. */
  storageKey: string;
  /** The currency the server drew the pickers in (core `defaultCurrency` for no visitor). */
  drawn: string;
  /**
   * Each enabled currency's flag as the picker draws it before the country list arrives (ui
   * `selectedFlagOf` with no entries), null for none; its keys are the enabled currencies.
   */
  flags: Record<string, string | null>;
  /** ui `CURRENCY_VALUE_ATTRIBUTE`. */
  valueAttribute: string;
  /** `SHOWN_CURRENCY_ATTRIBUTE`. */
  shownAttribute: string;
}

/** The head script's data for one agency: its enabled currencies and what the server drew. */
export function chosenCurrencyConfig(
  config: Pick<AgencyConfig, 'agency' | 'currencies'>,
): ChosenCurrencyConfig {
  const drawn = defaultCurrency({ agency: config.agency, enabledCurrencies: config.currencies });
  return {
    storageKey: CURRENCY_STORAGE_KEY,
    drawn,
    flags: Object.fromEntries(
      config.currencies.map((currency) => [currency, selectedFlagOf([], { currency })]),
    ),
    valueAttribute: CURRENCY_VALUE_ATTRIBUTE,
    shownAttribute: SHOWN_CURRENCY_ATTRIBUTE,
  };
}

/**
 * Asks core's `chosenCurrency` (the home clearing the stored choice first, core
 * `shouldClearStoredCurrency`, as the currency machine does) and, when the visitor chose another
 * currency than the server drew, writes it into every server-drawn picker value as the parser
 * inserts it: a mutation observer's records are delivered before the browser next renders. Only
 * the text changes, never the markup's shape, so a picker drawn with a flag needs a currency with
 * one (else nothing is written and the header hydrates at idle, held.ts). Stops once the document
 * is parsed: from then on the islands draw the pickers.
 *
 * Self-contained (no outside names, no inner named functions): its source is inlined in the head.
 */
export function showChosenCurrency(
  choose: typeof chosenCurrency,
  clearsStored: typeof shouldClearStoredCurrency,
  config: ChosenCurrencyConfig,
): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(config.storageKey);
  } catch {
    // Storage switched off: nothing was stored.
  }
  const query = new URLSearchParams(location.search);
  const currency = choose({
    enabledCurrencies: Object.keys(config.flags),
    queryCurrency: query.get('currency') ?? query.get('code'),
    storedCurrency: clearsStored(location.pathname) ? null : stored,
  });
  if (!currency || currency === config.drawn) return;
  const flag = config.flags[currency] ?? null;
  if ((flag === null) !== ((config.flags[config.drawn] ?? null) === null)) return;
  document.documentElement.setAttribute(config.shownAttribute, currency);
  const selector = `[${config.valueAttribute}="${config.drawn}"]`;
  const observer = new MutationObserver(() => {
    for (const value of document.querySelectorAll(selector)) {
      const code = value.lastChild;
      if (!code || code.nodeType !== Node.TEXT_NODE || code.nodeValue !== config.drawn) continue;
      code.nodeValue = currency;
      if (flag !== null && value.firstElementChild) value.firstElementChild.textContent = flag;
      value.setAttribute(config.valueAttribute, currency);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true });
}
