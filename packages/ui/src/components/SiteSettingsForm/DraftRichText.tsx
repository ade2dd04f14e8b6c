import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './SiteSettingsForm.css.ts';
import type { SiteSettingsActorRef } from './SiteSettingsFrame.tsx';
import { DraftText, useDraftField, useLocked } from './settingsFields.tsx';

/** The editor's module (Tiptap, ProseMirror): fetched by the settings page only, once. */
let editorModule: Promise<typeof import('./RichTextEditor.tsx')> | undefined;
export function loadRichTextEditor() {
  editorModule ??= import('./RichTextEditor.tsx');
  return editorModule;
}

const LazyEditor = lazy(() =>
  loadRichTextEditor().then((module) => ({ default: module.RichTextEditor })),
);

/** The editor's code could not be fetched (offline, a new deploy): the HTML textarea instead. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface DraftRichTextProps {
  actor: SiteSettingsActorRef;
  /** The config path of the HTML (`about.content`, `faq.questions[0].answer`). */
  path: string;
  /** The rich editor's label. */
  label: string;
  /** The HTML textarea's label, should the editor's code not arrive. */
  htmlLabel: string;
  /** An empty editor gives '' (a FAQ answer must be a string) instead of null. @default false */
  required?: boolean;
}

/**
 * Agency HTML of the draft (About content, FAQ answers, the policies) in a rich-text editor,
 * whose output is sanitised (`sanitizeAgencyHtml`) before it goes in the draft. An empty editor
 * clears the field (null: the config's default applies).
 */
export function DraftRichText({
  actor,
  path,
  label,
  htmlLabel,
  required = false,
}: DraftRichTextProps) {
  const { t } = useTranslation('areas');
  const field = useDraftField(actor, path);
  const locked = useLocked(actor);
  const loading = (
    <div className={styles.editorField}>
      <span className={styles.fieldLabel}>{label}</span>
      <p className={styles.muted}>{t('siteSettings.editor.loading')}</p>
    </div>
  );
  return (
    <EditorBoundary
      fallback={
        <DraftText
          actor={actor}
          path={path}
          label={htmlLabel}
          description={t('siteSettings.field.htmlHelp')}
          required={required}
          multiline
          rows={6}
        />
      }
    >
      <Suspense fallback={loading}>
        <LazyEditor
          name={path}
          label={label}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(html) => field.set(html ?? (required ? '' : null))}
          description={t('siteSettings.editor.help')}
          error={field.error}
          isReadOnly={locked}
        />
      </Suspense>
    </EditorBoundary>
  );
}
