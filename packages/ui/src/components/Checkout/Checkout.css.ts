import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, MEDIA } from '../../theme/styleKit.ts';
import * as journey from '../HotelJourney/journey.css.ts';

/** What the booking engine's pages add to the hotel journey's pieces (journey.css.ts). */
export const leg = style({ display: 'grid', gap: vars.space.xs });

/** A flight's route, read left to right and kept on one line. */
export const route = style({ whiteSpace: 'nowrap' });

export const legRoute = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const included = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.sizeSm,
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.font.weightMedium,
  selectors: { '&:focus-visible': focusRing('2px') },
});

/** One traveller's fields, under their band's heading. */
export const traveller = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const travellerHeading = style({
  margin: 0,
  padding: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const choices = style({ display: 'grid', gap: vars.space.md });

/**
 * A choice's select button may be narrower than its value (a client's name and e-mail on a
 * phone): the value is cut with an ellipsis instead of the button overflowing the form.
 */
export const selectButton = style({ minInlineSize: 0 });

/** The value, set in its own direction (`dir="auto"`), still sits on the page's start side. */
export const selectValue = style({
  selectors: { '[dir="rtl"] &': { textAlign: 'right' } },
});

/*
 * The forms' pieces, shared with the hotel checkout. What overrides a journey piece composes it,
 * so its rule always comes after the piece's whatever a component imports first.
 */

/** Two fields side by side once there is room. */
export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [MEDIA.aboveNarrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A card's expiry and CVC: always side by side. */
export const cardRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
});

export const submit = style({
  selectors: { '&[data-pending]': { opacity: 0.6, cursor: 'progress' } },
});

/** A card number, expiry or CVC reads left to right in every language. */
export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const confirmation = style([journey.panel, { gap: vars.space.md, justifyItems: 'start' }]);

export const skeleton = style([journey.skeleton, { blockSize: '16rem' }]);
