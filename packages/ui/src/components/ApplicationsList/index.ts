export * from './ApplicationsList.tsx';
