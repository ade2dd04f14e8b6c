import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { focusRing } from './styleKit.ts';

/** An inline text link in the agency's text colour: underlined, thicker on hover, focus ring. */
export const textLink = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': {
      ...focusRing('2px'),
      borderRadius: vars.radius.sm,
    },
  },
});
