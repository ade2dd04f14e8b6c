export * from './HomeSearchBox.tsx';
