export * from './HotelCheckout.tsx';
