export * from './HeldBookings.tsx';
