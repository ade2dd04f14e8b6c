export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary.tsx';
export { ErrorScreen, type ErrorScreenProps } from './ErrorScreen.tsx';
