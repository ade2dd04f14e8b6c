export * from './Proposals.tsx';
