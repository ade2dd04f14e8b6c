export * from './ProfileSettings.tsx';
