export * from './AgencyBookings.tsx';
