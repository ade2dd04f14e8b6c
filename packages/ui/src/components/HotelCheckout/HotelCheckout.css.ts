import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
// The form's rows, submit, confirmation and skeleton are the booking engine's (Checkout.css.ts).

export const form = style({ display: 'grid', gap: vars.space.lg });
