import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './styleKit.ts';

/** The one visually-hidden class: hidden on screen, read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
