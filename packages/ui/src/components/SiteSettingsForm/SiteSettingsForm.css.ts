import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MEDIA, MIN_TARGET_SIZE } from '../../theme/styleKit.ts';
import { widePageContainer } from '../AccountArea/AccountArea.css.ts';

export const form = style({ display: 'grid', gap: vars.space.xl, maxInlineSize: '40rem' });

/**
 * A form with its live preview: under it on a narrower page, beside it once the page has room for
 * both (a laptop's window with the side navigation closed), the preview held in sight while the
 * long form scrolls. The form's column is narrower there than alone, so the preview's column gets
 * a computer screen's picture (SettingsPreview's scaled header) at a readable scale.
 */
const SIDE_BY_SIDE = `${widePageContainer} (min-width: 70rem)`;

export const withPreview = style({
  display: 'grid',
  gap: vars.space.xl,
  minInlineSize: 0,
  '@container': {
    [SIDE_BY_SIDE]: {
      gridTemplateColumns: 'minmax(0, 30rem) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const previewColumn = style({
  minInlineSize: 0,
  '@container': {
    [SIDE_BY_SIDE]: {
      position: 'sticky',
      insetBlockStart: vars.space.md,
      maxBlockSize: `calc(100vh - 2 * ${vars.space.md})`,
      overflowY: 'auto',
    },
  },
});

/** A group of fields under its legend (Brand, About page, …). */
export const group = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  minInlineSize: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const legend = style({
  paddingInline: vars.space.xs,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const stack = style({ display: 'grid', gap: vars.space.sm });

/** Short fields side by side where there is room (city and postal code), stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [MEDIA.aboveNarrow]: { gridTemplateColumns: '1fr 1fr' } },
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: MIN_TARGET_SIZE,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.6 } },
});

const TRACK_WIDTH = '2.5rem';
const TRACK_HEIGHT = '1.5rem';
const THUMB = '1.125rem';

export const track = style({
  flexShrink: 0,
  position: 'relative',
  inlineSize: TRACK_WIDTH,
  blockSize: TRACK_HEIGHT,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  boxSizing: 'border-box',
  selectors: {
    [`${switchRow}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchRow}[data-focus-visible] &`]: focusRing('2px'),
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '1px',
  insetInlineStart: '1px',
  inlineSize: THUMB,
  blockSize: THUMB,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  selectors: {
    [`${switchRow}[data-selected] &`]: {
      insetInlineStart: `calc(${TRACK_WIDTH} - ${THUMB} - 5px)`,
      background: vars.color.onPrimary,
    },
  },
});

/** The contrast guard's answer beside the colour: the colours it will use, as a sample. */
export const palette = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.sizeSm,
});

export const samples = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weightBold,
});

export const reasons = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const logoRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const logoPreview = style({
  maxInlineSize: '10rem',
  maxBlockSize: '3rem',
  objectFit: 'contain',
});

export const fieldLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const muted = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const code = style({ overflowWrap: 'anywhere', fontFamily: 'monospace' });

export const issueList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** Booking types in menu order, each with its switch and its move buttons. */
export const orderList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const orderItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const moves = style({ display: 'flex', gap: vars.space.xs });

export const history = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0 });

export const version = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  listStyle: 'none',
});

export const versionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const status = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.font.sizeXs,
  selectors: {
    '&[data-status="failed"]': { borderColor: vars.color.danger, color: vars.color.danger },
    '&[data-status="published"]': { borderColor: vars.color.success, color: vars.color.success },
  },
});

/** The Save button and the save's outcome, stuck to the bottom of the viewport on a long form. */
export const saveBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A list inside a group (the FAQ's questions) under its own, smaller legend. */
export const subgroup = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  border: 'none',
});

export const sublegend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const faqList = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const faqItem = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** Languages and currencies: react-aria checkbox groups. */
export const checkGroup = style({ display: 'grid', gap: vars.space.sm });

export const checkList = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [MEDIA.aboveNarrow]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' },
  },
});

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'default' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const checkBox = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  selectors: {
    [`${checkRow}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${checkRow}[data-focus-visible] &`]: focusRing('2px'),
    [`${checkRow}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkRow}[data-disabled] &`]: { opacity: 0.7 },
  },
});

export const checkMark = style({ inlineSize: '0.875rem', blockSize: '0.875rem' });

/** A code typed beside its Add button (another currency). */
export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** The rich-text editor (RichTextEditor.tsx): a toolbar above the editable area, one box. */
export const editorField = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const editorBox = style({
  display: 'grid',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    [`${editorField}[data-invalid] &`]: { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:focus-within': focusRing('1px'),
  },
});

export const editorToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const editorTools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const editorTool = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': {
      background: vars.color.surface,
      borderColor: vars.color.borderStrong,
    },
    '&[data-focus-visible]': focusRing('-2px'),
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted, opacity: 0.6 },
  },
});

/** Undo and redo point the way the text runs. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/**
 * The editable area (ProseMirror's element). Besides ours, the rules Tiptap would inject
 * (@tiptap/core style.ts), which ProseMirror needs to keep typed spaces and line ends as typed.
 */
export const editorContent = style({
  position: 'relative',
  whiteSpace: 'break-spaces',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
  minBlockSize: '6rem',
  maxBlockSize: '28rem',
  overflowY: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight,
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-readonly="true"]': { background: vars.color.surfaceMuted },
  },
});

globalStyle(`${editorContent} [contenteditable="false"]`, { whiteSpace: 'normal' });
globalStyle(`${editorContent} [contenteditable="false"] [contenteditable="true"]`, {
  whiteSpace: 'pre-wrap',
});
globalStyle(`${editorContent} img.ProseMirror-separator`, {
  display: 'inline !important',
  border: 'none !important',
  margin: '0 !important',
  width: '0 !important',
  height: '0 !important',
});
globalStyle(`${editorContent} .ProseMirror-gapcursor`, {
  display: 'none',
  pointerEvents: 'none',
  position: 'absolute',
  margin: 0,
});
globalStyle(`${editorContent}.ProseMirror-focused .ProseMirror-gapcursor`, { display: 'block' });
globalStyle(`${editorContent} .ProseMirror-gapcursor::after`, {
  content: '""',
  display: 'block',
  position: 'absolute',
  top: '-2px',
  width: '20px',
  borderTop: `1px solid ${vars.color.text}`,
});
globalStyle(`${editorContent}.ProseMirror-hideselection *::selection`, {
  background: 'transparent',
});
globalStyle(`${editorContent}.ProseMirror-hideselection *`, { caretColor: 'transparent' });
globalStyle(`${editorContent} > * + *`, { marginBlockStart: vars.space.sm });
globalStyle(`${editorContent} :is(p, h2, h3, h4, ul, ol, blockquote)`, { marginBlock: 0 });
globalStyle(`${editorContent} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${editorContent} h2`, { fontSize: vars.font.sizeLg });
globalStyle(`${editorContent} :is(h3, h4)`, { fontSize: vars.font.sizeMd });

globalStyle(`${addRow} > :first-child`, { flex: '1 1 12rem' });
// The button level with the input, below the field's label.
globalStyle(`${addRow} > :last-child`, {
  marginBlockStart: `calc(${vars.font.sizeSm} * 1.5 + ${vars.space.xs} + 6px)`,
});

// A field the keyboard is sent to (the first refused one, a question just added) is scrolled
// clear of the sticky save bar rather than under it (WCAG 2.4.11).
globalStyle(`${form} :is(input, textarea, button, [contenteditable], [tabindex])`, {
  scrollMarginBlock: '8rem',
});

/** A payment brand's icon beside its name, as the footer shows it. */
export const brandIcon = style({ inlineSize: '1.5rem', blockSize: '1.5rem', flexShrink: 0 });
