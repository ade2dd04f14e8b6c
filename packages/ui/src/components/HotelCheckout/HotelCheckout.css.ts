import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { MEDIA } from '../../theme/styleKit.ts';
// These classes refine the journey's panels (`confirmation` on a `panel`): importing its styles
// first keeps them first in the stylesheet whatever a component imports first.
import '../HotelJourney/journey.css.ts';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [MEDIA.aboveNarrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const cardRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
});

export const submit = style({
  selectors: { '&[data-pending]': { opacity: 0.6, cursor: 'progress' } },
});

export const confirmation = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const skeleton = style({ blockSize: '16rem' });
