export * from './Layout.tsx';
export * from './LayoutContext.ts';
export * from './layoutAttributes.ts';
