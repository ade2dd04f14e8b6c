import type { PageAccess } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';

export interface AccessNoticeProps {
  /** What core `pageAccess` decided for this page and user (anything but allowed). */
  access: Exclude<PageAccess, { kind: 'allowed' }>;
  /** Where the refused user belongs: the Command Center for agents, the dashboard for travellers. */
  homeHref: '/dashboard' | '/mytrip/dashboard';
}

/**
 * A signed-in page opened by someone it is not for (spec §2.8, §6): the page refuses and says why,
 * as the menus do; a visitor is asked to log in and comes back here.
 */
export function AccessNotice({ access, homeHref }: AccessNoticeProps) {
  const { t } = useTranslation(['areas', 'common']);
  if (access.kind === 'signIn') {
    return (
      <AreaPage title={t('areas:access.signIn.title')}>
        <div className={styles.actions}>
          <ButtonLink href={access.loginHref}>{t('common:action.logIn')}</ButtonLink>
        </div>
      </AreaPage>
    );
  }
  return (
    <AreaPage title={t('areas:access.refused.title')}>
      <p role="alert" className={styles.alert} data-reason={access.reason}>
        {t(`areas:access.refused.${access.reason}`)}
      </p>
      <div className={styles.actions}>
        <ButtonLink href={homeHref} tone="secondary">
          {homeHref === '/dashboard'
            ? t('areas:access.backToCommandCenter')
            : t('areas:access.backToDashboard')}
        </ButtonLink>
      </div>
    </AreaPage>
  );
}
