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
export function SaveStatus({ actor }: { actor: AccountDataActorRef }) {
  const { t } = useTranslation('areas');
  const messageText = useMessageText();
  const saving = useSelector(actor, (state) => state.matches({ ready: 'saving' }));
  const saved = useSelector(actor, (state) => state.matches({ ready: 'saved' }));
  const failed = useSelector(actor, (state) => state.matches({ ready: 'saveFailed' }));
  const error = useSelector(actor, (state) => state.context.error);
  return (
    <>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          {t('form.save')}
        </Button>
        {/* Always in the page, so that the text appearing in it is announced. */}
        <p role="status" className={saved ? styles.success : styles.status}>
          {saving ? t('form.saving') : saved ? t('form.saved') : ''}
        </p>
      </div>
      {failed ? (
        <p role="alert" className={styles.alert}>
          {t('form.saveFailed')} {error ? messageText(error) : null}
        </p>
      ) : null}
    </>
  );
}
