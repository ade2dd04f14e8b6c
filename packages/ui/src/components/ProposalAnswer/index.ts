export * from './ProposalAnswer.tsx';
