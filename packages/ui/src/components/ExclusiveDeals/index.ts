export * from './dealTabs.ts';
export * from './ExclusiveDeals.tsx';
export * from './useMediaQuery.ts';
