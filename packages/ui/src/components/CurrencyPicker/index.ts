export { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker.tsx';
export { selectedEntryOf } from './selectedEntry.ts';
