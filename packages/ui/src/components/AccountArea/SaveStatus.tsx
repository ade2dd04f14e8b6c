import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './AccountArea.css.ts';
import type { AccountDataActorRef } from './AccountDataView.tsx';

/**
 * A settings form's Save button and what became of the save: saving (announced), saved, or spec
 * §8's message (the server's, or 'Something went wrong').
 */
export function SaveStatus({
  actor,
  texts,
  replacedOnSuccess = false,
}: {
  actor: AccountDataActorRef;
  /** The button and its outcomes, for a form that sends rather than saves (a proposal). */
  texts?: { submit: string; pending: string; done: string; failed: string };
  /**
   * The answer replaces the form (a proposal answered, a link made): no pending spinner, because
   * React Aria's announcement of it would outlive its button (an orphaned live-region entry, axe
   * role-img-alt). The status line still says it is under way; the machine ignores a second SAVE.
   */
  replacedOnSuccess?: boolean;
}) {
  const { t } = useTranslation('areas');
  const text = texts ?? {
    submit: t('form.save'),
    pending: t('form.saving'),
    done: t('form.saved'),
    failed: t('form.saveFailed'),
  };
  const messageText = useMessageText();
  const saving = useSelector(actor, (state) => state.matches({ ready: 'saving' }));
  const saved = useSelector(actor, (state) => state.matches({ ready: 'saved' }));
  const failed = useSelector(actor, (state) => state.matches({ ready: 'saveFailed' }));
  const error = useSelector(actor, (state) => state.context.error);
  return (
    <>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving && !replacedOnSuccess}>
          {text.submit}
        </Button>
        {/* Always in the page, so that the text appearing in it is announced. */}
        <p role="status" className={saved ? styles.success : styles.status}>
          {saving ? text.pending : saved ? text.done : ''}
        </p>
      </div>
      {failed ? (
        <p role="alert" className={styles.alert}>
          {text.failed} {error ? messageText(error) : null}
        </p>
      ) : null}
    </>
  );
}
