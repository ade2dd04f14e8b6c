export * from './CardForm.tsx';
export * from './Checkout.tsx';
export * from './OfferSummary.tsx';
