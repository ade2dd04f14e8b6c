import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { CONTROL_HEIGHT, focusRing, MEDIA } from '../../theme/styleKit.ts';
import { slideBox } from '../DealCarousel/DealCarousel.css.ts';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const tabs = style({
  display: 'grid',
  gap: vars.space.lg,
});

export { underlineTab as tab, underlineTabList as tabList } from '../../theme/underlineTabs.css.ts';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusRing('4px'),
      borderRadius: vars.radius.sm,
    },
  },
});

/** Spec §2.3 / §9: four cards per row; narrower screens fold a row onto two or one column. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [MEDIA.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [MEDIA.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/**
 * The four skeleton cards. Narrow screens will get the one-card carousel, so there they take its
 * shape: one card under a bar as tall as its controls (small buttons) — the server cannot know the
 * screen, and CSS keeps the page from jumping when the deals arrive.
 */
export const skeletonRow = style([
  row,
  {
    '@media': {
      [MEDIA.narrow]: { paddingBlockStart: `calc(${CONTROL_HEIGHT.sm} + ${vars.space.md})` },
    },
  },
]);

/** One skeleton card's cell: on narrow screens as wide as a carousel slide. */
export const skeletonSlot = style({
  '@media': {
    [MEDIA.narrow]: slideBox,
  },
});

export const skeletonBeyondFirst = style([
  skeletonSlot,
  { '@media': { [MEDIA.narrow]: { display: 'none' } } },
]);

/** Later rows' places while loading; the narrow screens' carousel shows one card, so none. */
export const reservedRow = style([
  row,
  {
    marginBlockStart: vars.space.lg,
    '@media': { [MEDIA.narrow]: { display: 'none' } },
  },
]);

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});
