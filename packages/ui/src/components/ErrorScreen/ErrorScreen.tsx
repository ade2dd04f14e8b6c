import { useTranslation } from 'react-i18next';
import { FaTriangleExclamation } from 'react-icons/fa6';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './ErrorScreen.css.ts';

export interface ErrorScreenProps {
  /** Offers 'Try again' when given (e.g. the boundary's reset, or app start's RETRY). */
  onRetry?: () => void;
  /**
   * `page`: covers the whole page (the sites' answer to an uncaught error or rejected promise
   * anywhere on it); `inline`: fills the place it is rendered in. @default 'inline'
   */
  placement?: 'inline' | 'page';
}

/** Spec §2.9 / §8: an uncaught error or rejected promise shows 'Something went wrong.'. */
export function ErrorScreen({ onRetry, placement = 'inline' }: ErrorScreenProps) {
  const { t } = useTranslation(['pages', 'common']);
  const screen = (
    <div className={styles.screen}>
      <FaTriangleExclamation aria-hidden className={styles.icon} />
      <div role="alert">
        <h1 className={styles.title}>{t('common:error.uncaughtError')}</h1>
      </div>
      {onRetry && (
        <div className={styles.actions}>
          <Button onPress={onRetry}>{t('common:action.retry')}</Button>
        </div>
      )}
    </div>
  );
  return placement === 'page' ? (
    <div className={styles.pageOverlay} data-placement="page">
      {screen}
    </div>
  ) : (
    screen
  );
}
