import { formatDateTime } from '@wl/i18n/runtime';
import type { SettingsVersion } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import * as areaStyles from '../AccountArea/AccountArea.css.ts';
import * as styles from './SiteSettingsForm.css.ts';
import type { SiteSettingsActorRef } from './SiteSettingsFrame.tsx';
import { useLocked } from './settingsFields.tsx';

/** Changed paths shown per version before "and N more". */
const SHOWN_CHANGES = 6;

function VersionItem({
  version,
  current,
  onRestore,
  locked,
}: {
  version: SettingsVersion;
  current: boolean;
  onRestore: () => void;
  locked: boolean;
}) {
  const { t } = useTranslation('areas');
  const language = useLanguage();
  const headId = useId();
  // In the reader's own time zone, as spec §9 writes dates: a save is a moment they made.
  const when = formatDateTime(new Date(version.savedAt), language);
  const shown = version.changes.slice(0, SHOWN_CHANGES);
  const more = version.changes.length - shown.length;
  return (
    <li className={styles.version} data-testid={`version-${version.number}`}>
      <div className={styles.versionHead}>
        <span id={headId}>
          {t('siteSettings.history.version', { number: version.number })}
          {current ? ` · ${t('siteSettings.history.current')}` : ''}
        </span>
        <span className={styles.status} data-status={version.status}>
          {t(`siteSettings.history.status.${version.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {version.savedBy ? (
          <bdi dir="ltr">{version.savedBy.email}</bdi>
        ) : (
          t('siteSettings.history.onboarding')
        )}{' '}
        · <time dateTime={version.savedAt}>{when}</time>
        {version.restoredFrom !== null
          ? ` · ${t('siteSettings.history.restoredFrom', { number: version.restoredFrom })}`
          : ''}
      </p>
      <p className={styles.muted}>
        {shown.length === 0 ? (
          t('siteSettings.history.noChanges')
        ) : (
          <>
            {t('siteSettings.history.changes')}{' '}
            <code dir="ltr" className={styles.code}>
              {shown.join(', ')}
            </code>
            {more > 0 ? ` ${t('siteSettings.history.more', { number: more })}` : ''}
          </>
        )}
      </p>
      {version.failure ? (
        <p className={styles.error}>
          <bdi>{version.failure}</bdi>
        </p>
      ) : null}
      {current ? null : (
        <div>
          <Button
            tone="secondary"
            size="sm"
            isDisabled={locked}
            // The visible words stay the button's name (WCAG 2.5.3); which version it restores is
            // its description.
            aria-describedby={headId}
            onPress={onRestore}
          >
            {t('siteSettings.history.restore')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Every stored version of the agency's config, the newest first: who saved it, when, what it
 * changed and whether its build is live. "Restore this version" stores its config again as a new
 * version, published like a save.
 */
export function SettingsHistory({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation('areas');
  const titleId = useId();
  const versions = useSelector(actor, (state) => state.context.versions);
  const failed = useSelector(actor, (state) => state.matches({ history: 'failed' }));
  const current = useSelector(actor, (state) => state.context.version);
  const locked = useLocked(actor);
  return (
    <section className={areaStyles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={areaStyles.cardTitle}>
        {t('siteSettings.history.title')}
      </h2>
      <p className={styles.muted}>{t('siteSettings.history.lead')}</p>
      {failed ? <p className={styles.error}>{t('siteSettings.history.loadFailed')}</p> : null}
      <ol className={styles.history}>
        {versions.map((version) => (
          <VersionItem
            key={version.number}
            version={version}
            current={version.number === current}
            locked={locked}
            onRestore={() => actor.send({ type: 'RESTORE', number: version.number })}
          />
        ))}
      </ol>
    </section>
  );
}
