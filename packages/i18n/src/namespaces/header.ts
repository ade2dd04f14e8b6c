import { defineNamespace } from '../defineNamespace.ts';

/** Texts of the header components. English values are the spec's words, verbatim. */
export const header = defineNamespace({
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
