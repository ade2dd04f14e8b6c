export * from './PriceDisplay.tsx';
