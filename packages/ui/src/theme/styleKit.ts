// The style rules components share (issue 19 item 1): one breakpoint set, the control heights, the
// focus ring and the visually-hidden rule. Plain values, not classes, so a component's own style
// composes them and a runtime file (a <source media>, a matchMedia) reads the same breakpoints.
import { vars } from './contract.css.ts';

/**
 * Media queries. `mobile` is the one layout switch (spec §2.2): the header's mobile bar and the
 * side navigation as a drawer change together. The others arrange content within a layout.
 */
export const MEDIA = {
  /** The mobile layout: the header's mobile bar, the side navigation as a drawer. */
  mobile: 'screen and (max-width: 767px)',
  /** Not the mobile layout: room for a side column beside the content. */
  wide: 'screen and (min-width: 768px)',
  /** Content in one column: a deal row becomes a one-card carousel. */
  narrow: 'screen and (max-width: 40rem)',
  /** Wider than one column: form fields side by side. */
  aboveNarrow: 'screen and (min-width: 40rem)',
  /** Content in two columns instead of four. */
  medium: 'screen and (max-width: 64rem)',
  /** A large screen: a whole search form on one line, a booking summary beside its form. */
  large: 'screen and (min-width: 64rem)',
  /** A very small phone: cards in one column. */
  tiny: 'screen and (max-width: 30rem)',
} as const;

/**
 * Control heights: the button sizes, and what reserves their room before they render (a skeleton
 * standing in for a carousel's controls keeps the page from jumping when the deals arrive).
 */
export const CONTROL_HEIGHT = { sm: '32px', md: '44px' } as const;

/** WCAG 2.2 target size (minimum, 2.5.8): the least width and height of anything pressed. */
export const MIN_TARGET_SIZE = '24px';

/**
 * The keyboard focus ring in the agency's focus colour. The offset keeps it visible: outside a
 * control on its own (2px), inside one that fills its row or tab list (-2px), on the edge of a
 * field whose border it replaces (0).
 */
export function focusRing(offset: '0' | '-2px' | '1px' | '2px' | '4px' = '2px') {
  return { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: offset } as const;
}

/** Hidden on screen, read by assistive technology (a label of a self-explanatory figure or icon). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
