import type { CountryCurrency } from '@wl/core';
import { flag } from './CurrencyPicker.css.ts';

/** The trigger's value: the selected entry's flag and currency, or the currency alone. */
export function CurrencyValue({
  entry,
  currency,
}: {
  entry: CountryCurrency | null | undefined;
  currency: string;
}) {
  if (!entry) return <>{currency}</>;
  return (
    <>
      <span aria-hidden className={flag}>
        {entry.emoji}
      </span>{' '}
      {entry.currency}
    </>
  );
}
