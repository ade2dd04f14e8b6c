export * from './CommandCenter.tsx';
