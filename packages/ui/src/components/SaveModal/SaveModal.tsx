import { authLinks } from '@wl/core';
import type { saveModalMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FaXmark } from 'react-icons/fa6';
import type { ActorRefFrom } from 'xstate';
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import * as styles from './SaveModal.css.ts';

export type SaveModalActorRef = ActorRefFrom<typeof saveModalMachine>;

export interface SaveModalProps {
  /**
   * The save-price modal actor (`saveModalMachine`, spec §4): it opens the modal 5 s after
   * landing on home or when the deals pass the middle of the screen, and stores the dismissal.
   */
  actor: SaveModalActorRef;
  /** Where Log In goes (e.g. the login route with a return address). @default '/login' */
  loginHref?: string;
}

/**
 * The save-prices sign-in modal (spec §2.3, §2.6, §4): Log In and Sign Up (each hidden when the
 * agency hides it; SSO agencies without direct login send both to the return address) and a
 * close button. Closing — the button, Escape or a click outside — sends CLOSE, which stores
 * displaySavingPopup = false through the machine's injected action.
 */
export function SaveModal({ actor, loginHref = '/login' }: SaveModalProps) {
  const { t } = useTranslation(['deals', 'common']);
  const { agency } = useAgencyConfig();
  const isOpen = useSelector(actor, (state) => state.matches('open'));
  const links = authLinks(agency, loginHref);
  const close = () => actor.send({ type: 'CLOSE' });
  // The overlay portals to document.body: carry the direction (Arabic right to left), the
  // language and, in a themed subtree, the agency's theme along.
  const overlay = useOverlayTheme();

  return (
    <ModalOverlay
      className={styles.overlay}
      {...overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {t('saveModal.title')}
            </Heading>
            <Button tone="ghost" size="sm" aria-label={t('common:action.close')} onPress={close}>
              <FaXmark aria-hidden />
            </Button>
          </div>
          <p className={styles.body}>{t('saveModal.body')}</p>
          {(links.login || links.signup) && (
            <div className={styles.actions}>
              {links.login && (
                <ButtonLink href={links.login}>{t('common:action.logIn')}</ButtonLink>
              )}
              {links.signup && (
                <ButtonLink href={links.signup} tone="secondary">
                  {t('common:action.signUp')}
                </ButtonLink>
              )}
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
