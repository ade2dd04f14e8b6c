import type { accountDataMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './AccountArea.css.ts';

export type AccountDataActorRef = ActorRefFrom<typeof accountDataMachine>;

export interface AccountDataViewProps<T> {
  /** `accountDataMachine` with the page's `load` (and `save`) calls provided. */
  actor: AccountDataActorRef;
  /** The page body once its data arrived. */
  children: (data: T) => ReactNode;
}

/**
 * A page's data as it loads: a status while loading, spec §8's message (the server's, or 'Something
 * went wrong') with Try again when the load fails, the body when it arrived.
 */
export function AccountDataView<T>({ actor, children }: AccountDataViewProps<T>) {
  const { t } = useTranslation(['areas', 'common']);
  const messageText = useMessageText();
  const loading = useSelector(actor, (state) => state.matches('loading'));
  const failed = useSelector(actor, (state) => state.matches('loadFailed'));
  const error = useSelector(actor, (state) => state.context.error);
  const data = useSelector(actor, (state) => state.context.data);
  if (loading) {
    return (
      <p role="status" className={styles.status}>
        {t('common:loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <div className={styles.card}>
        <p role="alert" className={styles.alert}>
          {t('areas:data.loadFailed')} {error ? messageText(error) : null}
        </p>
        <div className={styles.actions}>
          <Button tone="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('common:action.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <>{children(data as T)}</>;
}
