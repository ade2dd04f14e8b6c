export * from './hotelFixtures.ts';
export * from './LoadFailure.tsx';
export * from './StaySummary.tsx';
