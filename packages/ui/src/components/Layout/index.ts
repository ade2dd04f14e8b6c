export * from './Layout.tsx';
export * from './LayoutContext.ts';
