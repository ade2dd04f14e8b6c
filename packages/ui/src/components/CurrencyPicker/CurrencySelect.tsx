import { type CountryCurrency, MESSAGES, searchCurrencies } from '@wl/core';
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
import { useOpenOnArrival } from '../../primitives/Overlay/deferredOverlay.tsx';
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
import type { CurrencySelectProps } from './CurrencyPicker.tsx';
import { CurrencyValue } from './CurrencyValue.tsx';
import { selectedEntryOf, selectedFlagOf } from './selectedEntry.ts';

/** Autocomplete filter: one entry at a time through the core rule of spec §5. */
function matchesSearch(_text: string, input: string, node: { value: unknown }): boolean {
  const entry = node.value as CountryCurrency | null;
  return !entry || searchCurrencies([entry], input).length > 0;
}

/**
 * The picker's list with its search (react-aria Select and Autocomplete), fetched on the picker's
 * first opening (CurrencyPicker). Its closed trigger is drawn as CurrencyPicker's stand-in is.
 */
export function CurrencySelect({
  entries,
  value,
  onChange,
  defaultOpen,
  fullWidth,
  loadError = null,
  openOnArrival,
}: CurrencySelectProps & { openOnArrival: boolean }) {
  const { t } = useTranslation(['header', 'common']);
  const market = useMarket();
  const overlay = useOverlayTheme();
  const [query, setQuery] = useState('');
  const open = useOpenOnArrival<HTMLButtonElement>(openOnArrival, defaultOpen);
  const selection = value ?? { currency: market.currency };
  const selected = selectedEntryOf(entries, selection);
  return (
    <Select
      aria-label={t('header:currency.label')}
      value={selected?.code ?? null}
      onChange={(key) => {
        const entry = entries.find((candidate) => candidate.code === key);
        if (entry && entry !== selected) onChange?.(entry);
      }}
      isOpen={open.isOpen}
      onOpenChange={(isOpen) => {
        open.onOpenChange(isOpen);
        if (!isOpen) setQuery('');
      }}
      // A Select with no items does not open, so a tap while the list loads (or after it failed)
      // did nothing. react-stately's select state honours this option; RAC's Select type omits
      // it (the CurrencyPicker stories `Loading` and `LoadFailed` open it).
      {...{ allowsEmptyCollection: true }}
    >
      <Button ref={open.triggerRef} className={barTrigger({ fullWidth })}>
        <SelectValue<CountryCurrency> className={triggerValue}>
          <CurrencyValue flag={selectedFlagOf(entries, selection)} currency={selection.currency} />
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
