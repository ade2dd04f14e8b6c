import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { MEDIA } from '../../theme/styleKit.ts';

/** Minimum heights from large screens down to the smallest phones (styleKit MEDIA). */
const room = (large: string, medium: string, narrow: string, tiny = narrow) => ({
  minHeight: large,
  '@media': {
    [MEDIA.medium]: { minHeight: medium },
    [MEDIA.narrow]: { minHeight: narrow },
    [MEDIA.tiny]: { minHeight: tiny },
  },
});

/**
 * The box keeps its vertical's form's room from the server's render on, so the deals below do
 * not move when the form arrives. Measured in Chromium on the demo sites (each form's height at
 * 21 widths from 320 to 1440 px), each rounded up to the tallest in its range: the forms are one or
 * two lines on large screens and stacked fields on phones, where some leave room below them.
 */
export const box = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    // In line with Exclusive Deals below, whose own padding gives the room between them.
    marginBlockStart: vars.space.lg,
    marginInline: vars.space.lg,
    background: vars.color.surfaceMuted,
    borderRadius: vars.radius.lg,
  },
  variants: {
    vertical: {
      hotels: room('9.5rem', '24rem', '24.5rem', '26.5rem'),
      flights: room('23rem', '28rem', '36.5rem', '39rem'),
      cars: room('18rem', '24.5rem', '33rem', '35.5rem'),
      activities: room('11.5rem', '17.5rem', '24.5rem'),
      cruise: room('14rem', '19rem', '26rem', '28.5rem'),
    },
  },
});

export const waiting = style({
  display: 'flex',
  alignItems: 'flex-start',
});
