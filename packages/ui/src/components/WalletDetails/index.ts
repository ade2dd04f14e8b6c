export * from './WalletDetails.tsx';
