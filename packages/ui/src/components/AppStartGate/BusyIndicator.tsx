import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './BusyIndicator.css.ts';

export interface BusyIndicatorProps {
  /** Fill the viewport (app start) instead of the surrounding box (a remote's slot). */
  fullPage?: boolean;
}

/** An accessible busy indicator: an indeterminate progressbar named 'Loading…'. */
export function BusyIndicator({ fullPage = false }: BusyIndicatorProps) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <ProgressBar
      isIndeterminate
      aria-label={t('common:loading')}
      className={[styles.busy, fullPage && styles.fullPage].filter(Boolean).join(' ')}
    >
      <span aria-hidden className={styles.spinner} />
      <span aria-hidden className={styles.label}>
        {t('common:loading')}
      </span>
    </ProgressBar>
  );
}
