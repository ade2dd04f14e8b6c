import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { hiddenBy, LAYOUT_HIDE_ATTRIBUTES } from '../Layout/layoutAttributes.ts';

export const footer = style({
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  selectors: { [hiddenBy(LAYOUT_HIDE_ATTRIBUTES.footer)]: { display: 'none' } },
});

/** Spec §2.7 last rule on a static page: the link columns go when the page's head says so. */
export const dealProposalLinks = style({
  selectors: { [hiddenBy(LAYOUT_HIDE_ATTRIBUTES.footerLinks)]: { display: 'none' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.xl,
  maxWidth: '1200px',
  marginInline: 'auto',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

export const contactIcon = style({
  flexShrink: 0,
  width: '16px',
  height: '16px',
  color: vars.color.textMuted,
});

export const logo = style({
  display: 'block',
  maxWidth: '180px',
  maxHeight: '48px',
  objectFit: 'contain',
  objectPosition: 'left center',
  selectors: {
    '[dir="rtl"] &': { objectPosition: 'right center' },
  },
});

/** Spec §2.7: the 'YOUR LOGO' placeholder where an agency has no logo. */
export const logoPlaceholder = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minWidth: '140px',
  minHeight: '48px',
  paddingInline: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.08em',
});

export const address = style({
  fontStyle: 'normal',
  color: vars.color.textMuted,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  maxWidth: '1200px',
  marginInline: 'auto',
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const iconRow = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const paymentIcon = style({
  display: 'block',
  width: '36px',
  height: '28px',
  color: vars.color.textMuted,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const socialIcon = style({ width: '20px', height: '20px' });
