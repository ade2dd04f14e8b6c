import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
} from 'react-aria-components';
import { type ButtonVariants, button } from './Button.css.ts';

export type ButtonProps = AriaButtonProps & ButtonVariants;

/** A react-aria Button in the agency's colours. @default tone 'primary', size 'md' */
export function Button({ tone, size, fullWidth, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (own) =>
        withVariant(own, { tone, size, fullWidth }),
      )}
    />
  );
}

/**
 * The variant's class before the caller's, which react-aria lets be a function of the button's
 * state (pressed, hovered, focus-visible); composeRenderProps resolves it either way.
 */
function withVariant(own: string | undefined, variants: ButtonVariants): string {
  return [button(variants), own].filter(Boolean).join(' ');
}

export type ButtonLinkProps = AriaLinkProps & ButtonVariants;

/** A link that looks like a button (navigation, e.g. Book Now, Reveal Price). */
export function ButtonLink({ tone, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (own) =>
        withVariant(own, { tone, size, fullWidth }),
      )}
    />
  );
}
