export * from './client.ts';
export * from './errors.ts';
export * from './sessionId.ts';
export * from './transport.ts';
