export * from './ResortDeals.tsx';
export * from './ResortDetails.tsx';
export * from './ResortHold.tsx';
export * from './ResortHome.tsx';
