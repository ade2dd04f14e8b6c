/**
 * Attributes on `<html>` that hide parts of a static page before its first paint (spec §2.1
 * hideHeader, hideFooter and proposal pages, §2.7 footer links). A generated page is built once
 * for every visitor; which parts show is only known in the browser (core `decideLayout`), so the
 * page's head script sets these and the layout's CSS obeys them. React is not involved.
 */
export const LAYOUT_HIDE_ATTRIBUTES = {
  header: 'data-wl-hide-header',
  footer: 'data-wl-hide-footer',
  footerLinks: 'data-wl-hide-footer-links',
} as const;

export type LayoutHideAttributes = typeof LAYOUT_HIDE_ATTRIBUTES;

/** The selector of a part hidden by its attribute, for a vanilla-extract `selectors` block. */
export const hiddenBy = (attribute: string) => `:root[${attribute}] &` as const;
