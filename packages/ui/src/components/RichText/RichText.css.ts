import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Typography for sanitised agency HTML: only the elements the allow-list keeps. */
export const richText = style({
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${richText} > :last-child`, { marginBlockEnd: 0 });

globalStyle(`${richText} :is(h1, h2, h3, h4, h5, h6)`, {
  marginBlock: `${vars.space.xl} ${vars.space.sm}`,
  lineHeight: 1.25,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});
globalStyle(`${richText} h1`, { fontSize: vars.font.sizeXl });
globalStyle(`${richText} h2`, { fontSize: vars.font.sizeLg });
globalStyle(`${richText} :is(h3, h4, h5, h6)`, { fontSize: vars.font.sizeMd });

globalStyle(`${richText} :is(p, ul, ol, dl, table, blockquote, pre, figure)`, {
  marginBlock: `0 ${vars.space.lg}`,
});
globalStyle(`${richText} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${richText} li + li`, { marginBlockStart: vars.space.xs });

globalStyle(`${richText} a`, {
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
globalStyle(`${richText} a:hover`, { textDecorationThickness: '2px' });

globalStyle(`${richText} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

globalStyle(`${richText} :is(code, pre)`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
globalStyle(`${richText} code`, { paddingInline: vars.space.xs });
globalStyle(`${richText} pre`, { padding: vars.space.md, overflowX: 'auto' });

globalStyle(`${richText} img`, {
  maxWidth: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

globalStyle(`${richText} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
});
globalStyle(`${richText} :is(th, td)`, {
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${richText} th`, { background: vars.color.surfaceMuted });

globalStyle(`${richText} hr`, {
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border}`,
  marginBlock: vars.space.xl,
});
