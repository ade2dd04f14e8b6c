import { flag as flagStyle } from './CurrencyPicker.css.ts';
import { CURRENCY_VALUE_ATTRIBUTE } from './currencyValueMarkup.ts';

/**
 * The trigger's value: a flag (`selectedFlagOf`) and the currency, in an element a page's head
 * script can find and rewrite before the first paint (`CURRENCY_VALUE_ATTRIBUTE`).
 */
export function CurrencyValue({ flag, currency }: { flag: string | null; currency: string }) {
  const code = currency.toUpperCase();
  const marker = { [CURRENCY_VALUE_ATTRIBUTE]: code };
  if (!flag) return <span {...marker}>{code}</span>;
  return (
    <span {...marker}>
      <span aria-hidden className={flagStyle}>
        {flag}
      </span>{' '}
      {code}
    </span>
  );
}
