import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuMenu, LuX } from 'react-icons/lu';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import {
  burger,
  closeButton,
  dialog,
  panel,
  panelBody,
  panelHeader,
  scrim,
  title,
} from './MobileMenu.css.ts';

export interface MobileMenuProps {
  /** The panel's content: nav links, pickers, auth buttons or profile links. */
  children: ReactNode;
  /** Opens the panel on mount (stories). @default false */
  defaultOpen?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Spec §2.6 mobile slide-out menu: a burger button opens a modal panel sliding in from the
 * inline-end edge (the right, or the left in Arabic). Focus stays inside while it is open; Escape,
 * the close button or a press outside closes it, and focus returns to the burger.
 */
export function MobileMenu({ children, defaultOpen, isOpen, onOpenChange }: MobileMenuProps) {
  const { t } = useTranslation(['header', 'common']);
  const overlay = useOverlayTheme();
  return (
    <DialogTrigger defaultOpen={defaultOpen} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button className={burger} aria-label={t('header:mobileMenu.open')}>
        <LuMenu aria-hidden />
      </Button>
      <ModalOverlay {...overlay} isDismissable className={scrim}>
        <Modal className={panel}>
          <Dialog className={dialog}>
            {({ close }) => (
              <>
                <div className={panelHeader}>
                  <Heading slot="title" className={title}>
                    {t('header:mobileMenu.title')}
                  </Heading>
                  <Button
                    className={closeButton}
                    aria-label={t('common:action.close')}
                    onPress={close}
                  >
                    <LuX aria-hidden />
                  </Button>
                </div>
                <div className={panelBody}>{children}</div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
