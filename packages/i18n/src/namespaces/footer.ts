import { defineNamespace } from '../defineNamespace.ts';

/** Texts of the footer components. English values are the spec's words, verbatim. */
export const footer = defineNamespace({
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
