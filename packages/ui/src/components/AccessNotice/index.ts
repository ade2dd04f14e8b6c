export * from './AccessNotice.tsx';
