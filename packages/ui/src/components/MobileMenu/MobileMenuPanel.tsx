import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { useOpenOnArrival } from '../../primitives/Overlay/deferredOverlay.tsx';
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
import type { MobileMenuProps } from './MobileMenu.tsx';
import { MobileMenuTriggerContent } from './MobileMenuTriggerContent.tsx';

/**
 * The slide-out panel (react-aria Modal and Dialog), fetched on the burger's first press
 * (MobileMenu). Its burger is drawn as MobileMenu's stand-in is.
 */
export function MobileMenuPanel({
  children,
  defaultOpen,
  user = null,
  openOnArrival,
}: MobileMenuProps & { openOnArrival: boolean }) {
  const { t } = useTranslation(['header', 'common']);
  const overlay = useOverlayTheme();
  const open = useOpenOnArrival<HTMLButtonElement>(openOnArrival, defaultOpen);
  return (
    <DialogTrigger isOpen={open.isOpen} onOpenChange={open.onOpenChange}>
      <Button ref={open.triggerRef} className={burger}>
        <MobileMenuTriggerContent user={user} />
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
