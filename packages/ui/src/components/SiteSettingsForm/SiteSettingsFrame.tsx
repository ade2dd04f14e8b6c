import type { siteSettingsMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import * as areaStyles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './SiteSettingsForm.css.ts';

export type SiteSettingsActorRef = ActorRefFrom<typeof siteSettingsMachine>;

type FormStateName =
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'invalid'
  | 'uploading'
  | 'saving'
  | 'restoring'
  | 'reopening'
  | 'publishing'
  | 'saved'
  | 'published'
  | 'publishFailed'
  | 'conflict'
  | 'failed';

/** The form region's state, without the publishing region's inner beat. */
export function useFormState(actor: SiteSettingsActorRef): FormStateName {
  return useSelector(actor, (state) => {
    const form = (state.value as { form: string | Record<string, unknown> }).form;
    return (typeof form === 'string' ? form : Object.keys(form)[0]) as FormStateName;
  });
}

export interface SiteSettingsFrameProps {
  actor: SiteSettingsActorRef;
  title: string;
  lead?: ReactNode;
  /** The page's fields, once it opened. */
  children: ReactNode;
  /** Beside the form: the draft as a visitor would see it, before it is saved. */
  preview?: ReactNode;
  /** Below the form: the history of versions. */
  after?: ReactNode;
}

/**
 * The frame of the three settings pages that write the agency's config: the page opening (or
 * failing to), the form with its Save button, and what became of the last save — refused fields
 * (focus goes to the first), a conflict with another tab (Reload), a lost save (Try again), and
 * the stored version's build until it is live or failed.
 */
export function SiteSettingsFrame({
  actor,
  title,
  lead,
  children,
  preview,
  after,
}: SiteSettingsFrameProps) {
  const { t } = useTranslation(['areas', 'common']);
  const messageText = useMessageText();
  const state = useFormState(actor);
  const error = useSelector(actor, (s) => s.context.error);
  const issues = useSelector(actor, (s) => s.context.issues);
  const refused = useSelector(actor, (s) => s.context.refused);
  const dirty = useSelector(actor, (s) => s.context.dirty);
  const stored = useSelector(actor, (s) => s.context.stored?.number ?? null);
  const formRef = useRef<HTMLFormElement>(null);

  // A refused save sends the keyboard to the first field that needs a change (WCAG 3.3.1).
  useEffect(() => {
    if (refused === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  if (state === 'loading') {
    return (
      <AreaPage title={title} lead={lead}>
        <p role="status" className={areaStyles.status}>
          {t('common:loading')}
        </p>
      </AreaPage>
    );
  }
  if (state === 'loadFailed') {
    return (
      <AreaPage title={title} lead={lead}>
        <p role="alert" className={areaStyles.alert}>
          {t('areas:data.loadFailed')} {error ? messageText(error) : null}
        </p>
        <div className={areaStyles.actions}>
          <Button tone="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
            {t('common:action.retry')}
          </Button>
        </div>
      </AreaPage>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SAVE' });
  };
  const busy = state === 'saving' || state === 'restoring' || state === 'reopening';
  const version = { version: stored ?? '' };
  const progress =
    state === 'saving' || state === 'restoring' || state === 'reopening'
      ? t('areas:form.saving')
      : state === 'uploading'
        ? t('areas:siteSettings.logo.uploading')
        : state === 'publishing'
          ? t('areas:siteSettings.state.publishing', version)
          : state === 'saved'
            ? t('areas:siteSettings.state.queued', version)
            : state === 'published'
              ? t('areas:siteSettings.state.published', version)
              : '';
  const issueList = Object.entries(issues);

  const form = (
    // The config validator decides, not the browser: native checks would block the save
    // before the machine and the API could say what the command line says.
    <Form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      data-state={state}
    >
      {children}
      {state === 'invalid' && issueList.length > 0 ? (
        <div role="alert" className={areaStyles.alert} data-testid="settings-issues">
          <p className={styles.error}>{t('areas:siteSettings.state.invalid')}</p>
          <ul className={styles.issueList}>
            {issueList.map(([path, message]) => (
              <li key={path}>
                <code dir="ltr" className={styles.code}>
                  {path}
                </code>
                : <bdi>{message}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* Kept in sight while the long form scrolls: the save and what became of it. */}
      <div className={styles.saveBar}>
        {state === 'conflict' ? (
          <div className={areaStyles.actions}>
            <p role="alert" className={areaStyles.alert}>
              {t('areas:siteSettings.state.conflict')}
            </p>
            <Button onPress={() => actor.send({ type: 'RELOAD' })}>
              {t('areas:siteSettings.state.reload')}
            </Button>
          </div>
        ) : null}
        {state === 'failed' ? (
          <div className={areaStyles.actions}>
            <p role="alert" className={areaStyles.alert}>
              {t('areas:form.saveFailed')} {error ? messageText(error) : null}
            </p>
            <Button tone="secondary" onPress={() => actor.send({ type: 'RETRY' })}>
              {t('common:action.retry')}
            </Button>
          </div>
        ) : null}
        {state === 'publishFailed' ? (
          <p role="alert" className={areaStyles.alert}>
            {t('areas:siteSettings.state.publishFailed', {
              ...version,
              reason: error ?? '',
            })}
          </p>
        ) : null}
        <div className={areaStyles.actions}>
          <Button type="submit" isPending={busy} isDisabled={state === 'conflict'}>
            {t('areas:form.save')}
          </Button>
          {/* Always in the page, so that the text appearing in it is announced. */}
          <p
            role="status"
            className={state === 'published' ? areaStyles.success : areaStyles.status}
            data-testid="settings-status"
          >
            {progress || (dirty ? t('areas:siteSettings.state.unsaved') : '')}
          </p>
        </div>
      </div>
    </Form>
  );

  return (
    <AreaPage title={title} lead={lead} wide={preview !== undefined}>
      {preview === undefined ? (
        form
      ) : (
        <div className={styles.withPreview}>
          {form}
          <div className={styles.previewColumn}>{preview}</div>
        </div>
      )}
      {after}
    </AreaPage>
  );
}
