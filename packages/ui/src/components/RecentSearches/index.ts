export * from './RecentSearches.tsx';
