import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './journey.css.ts';

export interface LoadFailureProps {
  /** The server's message or a spec §8 text; shown through the same mapping as every error. */
  error: string | null | undefined;
  onRetry: () => void;
}

/** A load that failed: its message as an alert and Retry (results, details, trips, holds). */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  const { t } = useTranslation('common');
  const messageText = useMessageText();
  return (
    <div className={styles.actions}>
      <p role="alert" className={styles.alert}>
        {messageText(error ?? '')}
      </p>
      <Button tone="secondary" onPress={onRetry}>
        {t('action.retry')}
      </Button>
    </div>
  );
}
