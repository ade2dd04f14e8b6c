export * from './DealCard.tsx';
