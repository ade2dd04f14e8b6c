import { defineNamespace } from '../defineNamespace.ts';

/** Texts of the deals components. English values are the spec's words, verbatim. */
export const deals = defineNamespace({
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
