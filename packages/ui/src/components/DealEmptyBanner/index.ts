export * from './DealEmptyBanner.tsx';
