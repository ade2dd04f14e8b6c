export * from './DealLinkMaker.tsx';
