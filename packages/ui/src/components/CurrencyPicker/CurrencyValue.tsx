import { flag as flagStyle } from './CurrencyPicker.css.ts';

/** The trigger's value: a flag (`selectedFlagOf`) and the currency. */
export function CurrencyValue({ flag, currency }: { flag: string | null; currency: string }) {
  if (!flag) return <>{currency.toUpperCase()}</>;
  return (
    <>
      <span aria-hidden className={flagStyle}>
        {flag}
      </span>{' '}
      {currency.toUpperCase()}
    </>
  );
}
