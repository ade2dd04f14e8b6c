export * from './TravellerDashboard.tsx';
