export * from './SaveModal.tsx';
export * from './useDealsPastMiddle.ts';
