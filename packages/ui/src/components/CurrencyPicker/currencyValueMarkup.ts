// What a page's head script needs to know of a currency picker's server-drawn value (no styles
// here: the build reads it in Node, where `.css.ts` files have no scope).

/**
 * On the element holding a picker's shown value (`CurrencyValue`), naming its currency: the flag
 * is its first element child when there is one, the code its last text node. The page's head
 * script finds the server-drawn trigger by it and writes the visitor's stored currency into it
 * before the first paint (sites/shell lib/showChosenCurrency.ts).
 */
export const CURRENCY_VALUE_ATTRIBUTE = 'data-currency-value';
