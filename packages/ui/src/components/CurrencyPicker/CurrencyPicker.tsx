import { type CountryCurrency, MESSAGES, searchCurrencies } from '@wl/core';
import type { currencyMachine, SelectedCurrency } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuSearch, LuX } from 'react-icons/lu';
import type { ActorRefFrom } from 'xstate';
import {
  barTrigger,
  optionRow,
  popoverSurface,
  triggerIcon,
  triggerValue,
} from '../../primitives/Overlay/overlay.css.ts';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { useMarket } from '../../providers/MarketContext.tsx';
import {
  clearButton,
  code,
  empty,
  flag,
  list,
  name,
  popover,
  search,
  searchIcon,
  searchInput,
} from './CurrencyPicker.css.ts';
import { selectedEntryOf } from './selectedEntry.ts';

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

/**
 * Spec §2.6 currency dropdown with a search box; the search filters by name plus code,
 * case-insensitive (spec §5, core `searchCurrencies`).
 */
export function CurrencyPicker({ actor, onChange, ...props }: CurrencyPickerProps) {
  // One tree with or without the actor: an island gets it once hydrated, and a remount then
  // would drop the open list of a press made while the page loaded.
  const selected = useSelector(actor, (snapshot) => snapshot?.context.selectedCurrency);
  return (
    <CurrencySelect
      {...props}
      value={selected ?? props.value}
      onChange={(entry) => {
        actor?.send({ type: 'CHOOSE', selected: entry });
        onChange?.(entry);
      }}
    />
  );
}

/** Autocomplete filter: one entry at a time through the core rule of spec §5. */
function matchesSearch(_text: string, input: string, node: { value: unknown }): boolean {
  const entry = node.value as CountryCurrency | null;
  return !entry || searchCurrencies([entry], input).length > 0;
}

function CurrencySelect({
  entries,
  value,
  onChange,
  defaultOpen,
  fullWidth,
  loadError = null,
}: Omit<CurrencyPickerProps, 'actor'>) {
  const { t } = useTranslation(['header', 'common']);
  const market = useMarket();
  const overlay = useOverlayTheme();
  const [query, setQuery] = useState('');
  const selected = selectedEntryOf(entries, value ?? { currency: market.currency });
  return (
    <Select
      aria-label={t('header:currency.label')}
      value={selected?.code ?? null}
      onChange={(key) => {
        const entry = entries.find((candidate) => candidate.code === key);
        if (entry && entry !== selected) onChange?.(entry);
      }}
      onOpenChange={(isOpen) => {
        if (!isOpen) setQuery('');
      }}
      defaultOpen={defaultOpen}
      // A Select with no items does not open, so a tap while the list loads (or after it failed)
      // did nothing. react-stately's select state honours this option; RAC's Select type omits
      // it (the CurrencyPicker stories `Loading` and `LoadFailed` open it).
      {...{ allowsEmptyCollection: true }}
    >
      <Button className={barTrigger({ fullWidth })}>
        <SelectValue<CountryCurrency> className={triggerValue}>
          {({ selectedItem }) =>
            selectedItem ? (
              <>
                <span aria-hidden className={flag}>
                  {selectedItem.emoji}
                </span>{' '}
                {selectedItem.currency}
              </>
            ) : (
              (value?.currency ?? market.currency)
            )
          }
        </SelectValue>
        <LuChevronDown aria-hidden className={triggerIcon} />
      </Button>
      <Popover {...overlay} className={`${popoverSurface} ${popover}`} placement="bottom end">
        <Autocomplete inputValue={query} onInputChange={setQuery} filter={matchesSearch}>
          <SearchField aria-label={t('header:currency.searchLabel')} autoFocus className={search}>
            <LuSearch aria-hidden className={searchIcon} />
            <Input className={searchInput} placeholder={t('header:currency.searchPlaceholder')} />
            <Button className={clearButton}>
              <LuX aria-hidden />
            </Button>
          </SearchField>
          <ListBox
            className={list}
            items={entries}
            renderEmptyState={() => (
              <EmptyList loading={entries.length === 0} loadError={loadError} />
            )}
          >
            {(entry) => (
              <ListBoxItem
                id={entry.code}
                textValue={`${entry.name} ${entry.currency}`}
                className={optionRow}
              >
                <span aria-hidden className={flag}>
                  {entry.emoji}
                </span>
                <span className={name} data-name>
                  {entry.name}
                </span>
                <span className={code}>
                  {entry.currency}
                  {entry.symbol && entry.symbol !== entry.currency ? ` ${entry.symbol}` : ''}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </Popover>
    </Select>
  );
}

/** What the empty list says: the load's failure (spec §8), the load under way, or no match. */
function EmptyList({ loading, loadError }: { loading: boolean; loadError: string | null }) {
  const { t } = useTranslation(['header', 'common']);
  if (loadError) {
    return (
      <p role="alert" className={empty}>
        {loadError === MESSAGES.loadFailedDefault ? t('common:error.loadFailedDefault') : loadError}
      </p>
    );
  }
  return (
    <p className={empty}>
      {loading ? t('header:currency.loading') : t('header:currency.noResults')}
    </p>
  );
}
