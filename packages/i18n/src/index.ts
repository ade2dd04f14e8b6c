export * from './createI18n.ts';
export * from './dates.ts';
export * from './defineNamespace.ts';
export * from './instance.ts';
export * from './languages.ts';
export * from './lists.ts';
export * from './money.ts';
export * from './resources.ts';
