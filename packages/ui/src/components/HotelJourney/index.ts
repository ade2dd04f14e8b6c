export * from './hotelFixtures.ts';
export * from './StaySummary.tsx';
