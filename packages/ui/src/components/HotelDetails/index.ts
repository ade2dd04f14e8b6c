export * from './HotelDetails.tsx';
