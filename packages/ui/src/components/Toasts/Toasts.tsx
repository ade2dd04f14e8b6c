import type { Toast, toastsMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  FaCircleCheck,
  FaCircleExclamation,
  FaCircleInfo,
  FaTriangleExclamation,
  FaXmark,
} from 'react-icons/fa6';
import type { ActorRefFrom } from 'xstate';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './Toasts.css.ts';

export interface ToastsProps {
  /** The shell's toasts actor: senders `send({ type: 'SHOW', message, tone })` to it. */
  actorRef: ActorRefFrom<typeof toastsMachine>;
}

const ICONS = {
  info: FaCircleInfo,
  success: FaCircleCheck,
  warning: FaTriangleExclamation,
  error: FaCircleExclamation,
} as const;

/**
 * Toasts (spec §2.9, §9), top-right (inline end, see Toasts.css.ts). The machine closes each one
 * after 5000 ms; the dismiss button closes it earlier. Each toast is a live region: polite
 * (role=status) for news, assertive (role=alert) for errors.
 */
export function Toasts({ actorRef }: ToastsProps) {
  const { t } = useTranslation(['pages', 'common']);
  const toasts = useSelector(actorRef, (state) => state.context.toasts);
  return (
    <section aria-label={t('pages:toasts.region')}>
      <ol className={styles.region}>
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            onDismiss={() => actorRef.send({ type: 'DISMISS', id: toast.id })}
          />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const { t } = useTranslation(['pages', 'common']);
  const text = useMessageText();
  const Icon = ICONS[toast.tone];
  const isError = toast.tone === 'error';
  return (
    <li className={styles.toast({ tone: toast.tone })}>
      <Icon aria-hidden className={styles.icon({ tone: toast.tone })} />
      <p
        className={styles.message}
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {text(toast.message)}
      </p>
      <Button className={styles.dismiss} onPress={onDismiss} aria-label={t('pages:toasts.dismiss')}>
        <FaXmark aria-hidden />
      </Button>
    </li>
  );
}
