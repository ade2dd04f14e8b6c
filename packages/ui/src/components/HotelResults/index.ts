export * from './HotelResults.tsx';
