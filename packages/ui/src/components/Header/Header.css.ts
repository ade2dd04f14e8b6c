import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MEDIA } from '../../theme/styleKit.ts';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '64px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': {
      ...focusRing('2px'),
    },
  },
});

export const logoImage = style({
  display: 'block',
  height: '40px',
  width: 'auto',
  maxWidth: '200px',
  objectFit: 'contain',
});

export const logoText = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/**
 * Where a header with more page links than About and FAQ (the agency's own items, spec §3) takes
 * the mobile bar: below it they would push the pickers and Log In off a tablet's width.
 */
const CROWDED_MOBILE = 'screen and (max-width: 1023px)';

export const desktopPart = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.lg, flex: 1, minWidth: 0 },
  variants: {
    variant: {
      responsive: { '@media': { [MEDIA.mobile]: { display: 'none' } } },
      crowded: { '@media': { [CROWDED_MOBILE]: { display: 'none' } } },
      desktop: {},
      mobile: { display: 'none' },
    },
  },
  defaultVariants: { variant: 'responsive' },
});

export const mobilePart = recipe({
  base: { display: 'none', alignItems: 'center', marginInlineStart: 'auto' },
  variants: {
    variant: {
      responsive: { '@media': { [MEDIA.mobile]: { display: 'flex' } } },
      crowded: { '@media': { [CROWDED_MOBILE]: { display: 'flex' } } },
      desktop: {},
      mobile: { display: 'flex' },
    },
  },
  defaultVariants: { variant: 'responsive' },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const panelLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&[data-focus-visible]': {
      ...focusRing('2px'),
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const authButtons = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.sm },
  variants: {
    fullWidth: { true: { flexDirection: 'column', alignItems: 'stretch' }, false: {} },
  },
  defaultVariants: { fullWidth: false },
});
