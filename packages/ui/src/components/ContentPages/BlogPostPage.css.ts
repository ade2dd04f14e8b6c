import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const body = style({ marginBlockStart: vars.space.lg });
