export * from './node/configFiles.ts';
