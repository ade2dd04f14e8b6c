export * from './MarkupSettings.tsx';
