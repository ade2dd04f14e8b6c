import { defineNamespace } from '../defineNamespace.ts';

/** Texts of the pages components. English values are the spec's words, verbatim. */
export const pages = defineNamespace({
  en: {},
  pt: {},
  es: {},
  da: {},
  no: {},
  de: {},
  ar: {},
  fr: {},
  sv: {},
});
