import type { UserProfile } from '@wl/core';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { DeferredOverlay, deferredModule } from '../../primitives/Overlay/deferredOverlay.tsx';
import { burger } from './MobileMenu.css.ts';
import { MobileMenuTriggerContent } from './MobileMenuTriggerContent.tsx';

export interface MobileMenuProps {
  /** The panel's content: nav links, pickers, auth buttons or profile links. */
  children: ReactNode;
  /** Opens the panel on mount (stories). @default false */
  defaultOpen?: boolean;
  /** The signed-in user, whose avatar the button shows instead of a burger. @default null */
  user?: UserProfile | null;
}

const mobileMenuPanel = deferredModule(() => import('./MobileMenuPanel.tsx'));

/**
 * Spec §2.6 mobile slide-out menu: a burger button opens a modal panel sliding in from the
 * inline-end edge (the right, or the left in Arabic). Focus stays inside while it is open; Escape,
 * the close button or a press outside closes it, and focus returns to the burger. The panel's code
 * arrives on the first press.
 */
export function MobileMenu(props: MobileMenuProps) {
  return (
    <DeferredOverlay
      module={mobileMenuPanel}
      defaultOpen={props.defaultOpen}
      trigger={(press) => (
        // react-aria's DialogTrigger marks its button expanded or not.
        <Button {...press} className={burger} aria-expanded={false}>
          <MobileMenuTriggerContent user={props.user ?? null} />
        </Button>
      )}
    >
      {({ MobileMenuPanel }, openOnArrival) => (
        <MobileMenuPanel {...props} openOnArrival={openOnArrival} />
      )}
    </DeferredOverlay>
  );
}
