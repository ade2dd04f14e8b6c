export * from './ThemeOverview.tsx';
