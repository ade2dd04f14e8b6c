import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { type ButtonVariants, button } from './Button.css.ts';

export type ButtonProps = AriaButtonProps & ButtonVariants;

/** A react-aria Button in the agency's colours. @default tone 'primary', size 'md' */
export function Button({ tone, size, fullWidth, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
    />
  );
}

export type ButtonLinkProps = AriaLinkProps & ButtonVariants;

/** A link that looks like a button (navigation, e.g. Book Now, Reveal Price). */
export function ButtonLink({ tone, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return (
    <AriaLink
      {...props}
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
    />
  );
}
