import type { CountryCurrency } from '@wl/core';
import type { currencyMachine, SelectedCurrency } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  DeferredOverlay,
  type DeferredTriggerProps,
  deferredModule,
} from '../../primitives/Overlay/deferredOverlay.tsx';
import { SelectTriggerStandIn } from '../../primitives/Overlay/SelectTriggerStandIn.tsx';
import { useMarket } from '../../providers/MarketContext.tsx';
import { CurrencyValue } from './CurrencyValue.tsx';
import { selectedFlagOf } from './selectedEntry.ts';

export interface CurrencyPickerProps {
  /** The host's country/currency entries (spec §3), in the host's order (AED first). */
  entries: readonly CountryCurrency[];
  /**
   * The currencyMachine actor: the picker shows its selected currency and sends `CHOOSE` with the
   * chosen entry (the machine persists, broadcasts and reloads flight checkout, spec §4).
   */
  actor?: ActorRefFrom<typeof currencyMachine>;
  /** Shown selection when no actor is given. @default the market's currency */
  value?: SelectedCurrency;
  /** Called with the chosen entry (after the actor, when both are given). */
  onChange?: (entry: CountryCurrency) => void;
  /** Opens the list on mount (stories). @default false */
  defaultOpen?: boolean;
  /** Stretches the trigger to its container (mobile menu). @default false */
  fullWidth?: boolean;
  /**
   * The country list could not be loaded (spec §8): the server's message or 'something went
   * wrong'. The list stays empty and says so. @default null
   */
  loadError?: string | null;
}

export type CurrencySelectProps = Omit<CurrencyPickerProps, 'actor'>;

const currencySelect = deferredModule(() => import('./CurrencySelect.tsx'));

/**
 * Spec §2.6 currency dropdown with a search box; the search filters by name plus code,
 * case-insensitive (spec §5, core `searchCurrencies`). The list's code arrives on the first
 * opening.
 */
export function CurrencyPicker({ actor, onChange, ...props }: CurrencyPickerProps) {
  // One tree with or without the actor: an island gets it once hydrated, and a remount then
  // would drop the open list of a press made while the page loaded.
  const selected = useSelector(actor, (snapshot) => snapshot?.context.selectedCurrency);
  const value = selected ?? props.value;
  return (
    <DeferredOverlay
      module={currencySelect}
      defaultOpen={props.defaultOpen}
      trigger={(press) => (
        <CurrencyTrigger
          press={press}
          entries={props.entries}
          value={value}
          fullWidth={props.fullWidth}
        />
      )}
    >
      {({ CurrencySelect }, openOnArrival) => (
        <CurrencySelect
          {...props}
          value={value}
          onChange={(entry) => {
            actor?.send({ type: 'CHOOSE', selected: entry });
            onChange?.(entry);
          }}
          openOnArrival={openOnArrival}
        />
      )}
    </DeferredOverlay>
  );
}

/** The closed list's trigger: the selected country's flag and currency. */
function CurrencyTrigger({
  entries,
  value,
  fullWidth,
  press,
}: Pick<CurrencyPickerProps, 'entries' | 'value' | 'fullWidth'> & {
  press: DeferredTriggerProps;
}) {
  const { t } = useTranslation(['header', 'common']);
  const market = useMarket();
  const currency = value ?? { currency: market.currency };
  return (
    <SelectTriggerStandIn press={press} label={t('header:currency.label')} fullWidth={fullWidth}>
      <CurrencyValue flag={selectedFlagOf(entries, currency)} currency={currency.currency} />
    </SelectTriggerStandIn>
  );
}
