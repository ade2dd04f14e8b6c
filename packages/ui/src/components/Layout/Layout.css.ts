import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { hiddenBy, LAYOUT_HIDE_ATTRIBUTES } from './layoutAttributes.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
});

/** Hidden until focused, then shown at the start edge above everything (WCAG 2.4.1). */
export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/**
 * Not sticky: the side navigation sticks to the top of the screen instead, so the two never
 * overlap while the page scrolls.
 */
export const headerSlot = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  selectors: { [hiddenBy(LAYOUT_HIDE_ATTRIBUTES.header)]: { display: 'none' } },
});

/** Side navigation and main area side by side; the navigation sits at the start edge. */
export const body = style({
  display: 'flex',
  flex: '1 0 auto',
  alignItems: 'stretch',
  minWidth: 0,
});

export const sideNavSlot = style({
  flexShrink: 0,
  selectors: {
    // The mobile drawer is fixed and off-canvas; it takes no room beside the content.
    '&[data-device="mobile"]': { width: 0 },
  },
});

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

/**
 * A screen's height, whatever the browser's bars do (`dvh`), for content still to come: a remote's
 * page. The height passes down through what wraps that page (the island, whose element takes no
 * box, its providers' root, the mount point, the remote's frame), so a page with a background of
 * its own (the account forms' grey) can grow to the footer (`flex-grow`) instead of stopping
 * above a band of the main's white.
 */
export const mainFilledLater = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});

const passesHeightDown = { flex: '1 0 auto', display: 'flex', flexDirection: 'column' } as const;
globalStyle(`${mainFilledLater} > astro-island > :not([hidden])`, passesHeightDown);
globalStyle(`${mainFilledLater} [data-remote]`, passesHeightDown);
globalStyle(`${mainFilledLater} [data-remote-app]`, passesHeightDown);
// Without scripts the remote's slot holds the page's notice instead (NoScriptNotice), inset from the
// screen's edges as a remote's own page is: the main area has no padding of its own.
globalStyle(`${mainFilledLater} > noscript > *`, { margin: vars.space.lg });
