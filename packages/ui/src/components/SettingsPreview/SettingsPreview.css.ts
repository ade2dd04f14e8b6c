import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/styleKit.ts';

/** The preview's card on the settings page (the page's own theme). */
export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const tabs = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export { underlineTab as tab, underlineTabList as tabList } from '../../theme/underlineTabs.css.ts';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing('2px') },
});

/** One screen of the site: framed, so it reads as a picture of the site and not the page itself. */
export const screen = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The phone's screen: a phone's width, however wide the page. */
export const phoneScreen = style([screen, { width: '100%', maxWidth: '390px' }]);

/** Holds a scaled-down site: as tall as the site is once scaled, nothing spilling out. */
export const scaledBox = style({ position: 'relative', overflow: 'hidden', minWidth: 0 });

/** The site at its computer width, scaled from the frame's reading start. */
export const scaledSite = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  transformOrigin: 'top left',
  selectors: { '[dir="rtl"] &': { transformOrigin: 'top right' } },
});

export const caption = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/**
 * The site itself, in the draft's theme (inline variables on this element): the page font and
 * colours as a generated page's root has them. Its own stacking context keeps the site's sticky
 * and raised parts (the header) inside the frame.
 */
export const site = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const homeEnd = style({ paddingBlockEnd: vars.space.lg });
