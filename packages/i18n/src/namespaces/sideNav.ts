import { defineNamespace } from '../defineNamespace.ts';

/** Texts of the sideNav components. English values are the spec's words, verbatim. */
export const sideNav = defineNamespace({
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
