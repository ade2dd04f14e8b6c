import type { NAMESPACES } from '@wl/i18n';
import 'i18next';

/** Typed keys: a component asking for a text English lacks fails to compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: { [N in keyof typeof NAMESPACES]: (typeof NAMESPACES)[N]['en'] };
  }
}
