export * from './client.ts';
export * from './errors.ts';
export * from './sessionId.ts';
export * from './siteSettingsCalls.ts';
export * from './transport.ts';
