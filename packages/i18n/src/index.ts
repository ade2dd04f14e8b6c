export * from './createI18n.ts';
export * from './defineNamespace.ts';
export * from './languages.ts';
export * from './resources.ts';
