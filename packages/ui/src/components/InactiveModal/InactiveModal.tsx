import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FaCircleExclamation } from 'react-icons/fa6';
import * as styles from './InactiveModal.css.ts';

/**
 * Spec §2.9 / §8: "Agency inactive: blocking modal 'Agency is inactive, Please contact the
 * administrator'". An alert dialog that cannot be dismissed: no close button, Escape and clicks
 * outside do nothing, and the page behind it is hidden from assistive technology.
 */
export function InactiveModal() {
  const { t } = useTranslation(['pages', 'common']);
  // Portalled into an element inside the shell (not document.body) so the agency theme's
  // custom properties, `dir` and `lang` still apply to the modal.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <div ref={setContainer} className={styles.portalHost} />
      {container && (
        <ModalOverlay
          // Uncontrolled and open: only react-aria's own dismissal could close it, and both
          // ways (Escape, a press outside) are turned off.
          defaultOpen
          isDismissable={false}
          isKeyboardDismissDisabled
          className={styles.overlay}
          UNSTABLE_portalContainer={container}
        >
          <Modal className={styles.modal}>
            <Dialog role="alertdialog" className={styles.dialog}>
              <FaCircleExclamation aria-hidden className={styles.icon} />
              <Heading slot="title" level={1} className={styles.title}>
                {t('common:error.agencyInactive')}
              </Heading>
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </>
  );
}
