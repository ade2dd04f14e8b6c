export * from './MyTrips.tsx';
