export * from './AgencySettings.tsx';
