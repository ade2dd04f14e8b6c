import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** One list of the page with its heading (stays; the other verticals). */
export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

/** A cancelled booking's status: said in words, and set apart from the confirmed ones. */
export const cancelled = style({ color: vars.color.danger, fontWeight: vars.font.weightBold });
