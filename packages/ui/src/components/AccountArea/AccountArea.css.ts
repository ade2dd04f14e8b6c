import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MEDIA } from '../../theme/styleKit.ts';
import { textLink } from '../../theme/textLink.css.ts';

// The pieces every page of the traveller's and agents' areas (issue 16) is built from, defined
// once. Logical properties only: Arabic mirrors by itself.

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  // As wide as it may be whatever it holds: in the remote's flex column a page with only a short
  // text (an empty list) shrank to it and sat in the middle, its heading away from the start.
  inlineSize: '100%',
  maxInlineSize: '60rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

/** A wide page's own width decides its columns (the side navigation open or not), not the window's. */
export const widePageContainer = createContainer();

export const widePage = style([
  page,
  { maxInlineSize: '90rem', containerName: widePageContainer, containerType: 'inline-size' },
]);

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  lineHeight: 1.3,
  fontWeight: vars.font.weightBold,
  color: vars.color.primaryText,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

/**
 * Figures at a glance: as many columns as fit, one on a phone. A column is wide enough for a
 * balance in the largest figure type ("250.00 US$" in Arabic broke mid-figure at 11rem).
 */
export const tiles = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12.5rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style([card, { gap: vars.space.xs }]);

export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const tileValue = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** A tile whose value is words, not a figure. */
export const tileNote = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightMedium });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [MEDIA.tiny]: { gridTemplateColumns: '1fr' } },
});

export const term = style({ fontWeight: vars.font.weightBold });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const links = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([textLink, { fontWeight: vars.font.weightMedium }]);

export const form = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '32rem' });

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[data-focused], &:focus-visible': {
      ...focusRing('1px'),
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const help = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const fieldError = style({ fontSize: vars.font.sizeSm, color: vars.color.danger });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const alert = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.font.weightMedium,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

/** How far the shade reaches in from an edge with more of the table beyond it. */
const SHADE = '0.875rem';

/**
 * Sideways scrolling on a phone, with a shade at each edge that has more of the table beyond it
 * (a column cut at the edge alone did not say so). The covers scroll with the table and hide the
 * shades at an end; the shades stay with the box. A table that fits shows no shade at all. Both
 * edges are drawn alike, so `left` and `right` (there is no logical background position) serve
 * either direction.
 */
export const tableWrap = style({
  overflowX: 'auto',
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 40%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 40%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.border}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.border}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: `calc(${SHADE} * 3) 100%, calc(${SHADE} * 3) 100%, ${SHADE} 100%, ${SHADE} 100%`,
  backgroundAttachment: 'local, local, scroll, scroll',
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([cell, { fontWeight: vars.font.weightBold }]);

export const highlightedRow = style({ background: vars.color.surfaceMuted });

export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  marginInlineEnd: vars.space.sm,
  verticalAlign: 'middle',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const quote = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  whiteSpace: 'pre-line',
});
