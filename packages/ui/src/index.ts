export * from './primitives/Avatar/index.ts';
export * from './primitives/Button/index.ts';
export * from './primitives/Money/index.ts';
export * from './providers/AgencyContext.tsx';
export * from './providers/assetUrl.ts';
export * from './providers/MarketContext.tsx';
export * from './providers/ShellProviders.tsx';
