export * from './HotelSearchForm.tsx';
