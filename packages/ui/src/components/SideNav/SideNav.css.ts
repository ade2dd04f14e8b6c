import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, visuallyHiddenRules } from '../../theme/styleKit.ts';

const RAIL_WIDTH = '64px';
const PANEL_WIDTH = '256px';

/**
 * The side navigation's box in the layout. Rail (desktop): a narrow column of icons that the
 * open state widens, pushing the content; hover widens the panel over the content instead.
 * Drawer (mobile): no room in the layout, the panel slides in from the start edge.
 */
export const root = style({
  position: 'relative',
  selectors: {
    '&[data-variant="rail"]': {
      width: RAIL_WIDTH,
      minHeight: '100%',
      background: vars.color.surface,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      transition: 'width 160ms ease',
    },
    '&[data-variant="rail"][data-state="open"]': { width: PANEL_WIDTH },
    '&[data-variant="drawer"]': { width: 0 },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  overflowX: 'hidden',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  selectors: {
    // Stays in view while the page scrolls; scrolls itself when taller than the screen.
    [`${root}[data-variant="rail"] &`]: {
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: vars.zIndex.sideNav,
      width: '100%',
      maxHeight: '100vh',
      transition: 'width 160ms ease, box-shadow 160ms ease',
    },
    // Hover widens the panel over the content; the column keeps its narrow width.
    [`${root}[data-variant="rail"][data-state="collapsed"][data-expanded="true"] &`]: {
      width: PANEL_WIDTH,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
    },
    [`${root}[data-variant="drawer"] &`]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 0,
      width: `min(288px, 85vw)`,
      zIndex: `calc(${vars.zIndex.sideNav} + 1)`,
      boxShadow: vars.shadow.lg,
      transform: 'translateX(-100%)',
      visibility: 'hidden',
      // Hidden only once it has slid out; shown at once when it opens, so it can take the focus.
      transition: 'transform 200ms ease, visibility 0s linear 200ms',
    },
    [`[dir="rtl"] ${root}[data-variant="drawer"] &`]: { transform: 'translateX(100%)' },
    [`${root}[data-variant="drawer"][data-state="open"] &`]: {
      transform: 'none',
      visibility: 'visible',
      transition: 'transform 200ms ease, visibility 0s',
    },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sideNav,
  background: vars.color.overlay,
});

/** Text that the collapsed rail hides from sight but keeps for assistive technology. */
export const label = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
  selectors: {
    [`${root}[data-variant="rail"][data-expanded="false"] &`]: visuallyHiddenRules,
  },
});

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const profileText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: {
    [`${root}[data-variant="rail"][data-expanded="false"] &`]: visuallyHiddenRules,
  },
});

export const firstName = style({
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const credit = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const creditAmount = style({
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const subList = style([
  list,
  {
    marginBlockStart: vars.space.xxs,
    selectors: {
      [`${root}[data-expanded="true"] &`]: { paddingInlineStart: vars.space.lg },
    },
  },
]);

/** One row: a link, a group's trigger, or a disabled entry. */
export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '40px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &:hover': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      ...focusRing('-2px'),
    },
    '&[aria-current="page"]': {
      color: vars.color.primaryText,
      fontWeight: vars.font.weightBold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '[dir="rtl"] &[aria-current="page"]': {
      boxShadow: `inset -3px 0 0 ${vars.color.primary}`,
    },
    // Spec §2.8 / §5: items without read permission look disabled.
    '&[aria-disabled="true"], &[data-disabled]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});

/** Spec §2.8: the red Log Out entry. */
export const danger = style({
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});

export const icon = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
});

export const trailingIcon = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  selectors: {
    [`${root}[data-variant="rail"][data-expanded="false"] &`]: { display: 'none' },
  },
});

export const group = style({});

export const chevron = style([
  trailingIcon,
  {
    transition: 'transform 160ms ease',
    selectors: {
      [`${group}[data-expanded] &`]: { transform: 'rotate(180deg)' },
    },
  },
]);

export const toggle = style({
  paddingInline: vars.space.sm,
  minWidth: '44px',
});

export const toggleIcon = style({ width: '22px', height: '22px' });
