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
}: {
  actor: AccountDataActorRef;
  /** The button and its outcomes, for a form that sends rather than saves (a proposal). */
  texts?: { submit: string; pending: string; done: string; failed: string };
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
        <Button type="submit" isPending={saving}>
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
