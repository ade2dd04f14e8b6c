// What a generated page's islands need at run time: no texts bundled (the page bakes its
// language, the translation service serves the others).

export { formatDate, formatDateTime, formatDay, formatTime } from './dates.ts';
export {
  BUILD_NAMESPACES,
  createI18nInstance,
  NAMESPACE_LIST,
  REMOTE_NAMESPACES,
  RUNTIME_NAMESPACES,
  SHELL_NAMESPACES,
} from './instance.ts';
export * from './languages.ts';
export { formatList, type ListKind } from './lists.ts';
export { formatMoney } from './money.ts';
