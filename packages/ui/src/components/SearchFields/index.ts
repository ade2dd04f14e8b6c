export * from './DateFields.tsx';
export * from './GuestPickers.tsx';
export * from './SuggestionField.tsx';
