export { PolicyEmptyState, type PolicyEmptyStateProps } from './PolicyEmptyState.tsx';
