// Loaded on demand (DraftRichText's dynamic import) on the Website settings page only: Tiptap
// and ProseMirror stay out of every other page's JavaScript.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button as AriaButton, Group, ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  LuBold,
  LuHeading2,
  LuHeading3,
  LuItalic,
  LuList,
  LuListOrdered,
  LuRedo2,
  LuUndo2,
} from 'react-icons/lu';
import { editorOutput } from './editorOutput.ts';
import * as styles from './SiteSettingsForm.css.ts';

export interface RichTextEditorProps {
  label: string;
  /** The stored HTML (already sanitised by the build when shown; here it is only edited). */
  value: string;
  /** The editor's HTML after `sanitizeAgencyHtml`; null when the editor is empty. */
  onChange: (html: string | null) => void;
  description?: ReactNode;
  error?: string | undefined;
  isReadOnly?: boolean;
  /** For the form's focus on the first refused field, and for tests: the config path. */
  name: string;
}

/**
 * A rich-text field (Tiptap on ProseMirror): headings, bold, italic, lists, undo. Its output goes
 * through the same sanitiser the build applies, before it reaches the draft. The editable area is
 * a labelled multi-line textbox with the field's help and error as its description; the toolbar
 * is one tab stop, its buttons reached with the arrow keys (react-aria Toolbar), and the usual
 * shortcuts work in the text (Ctrl+B, Ctrl+I, Ctrl+Z). The toolbar follows the page's direction;
 * the text takes its own (`dir="auto"`, as the settings' text fields do), so an English policy
 * reads left to right on the Arabic page, and Arabic text right to left.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  description,
  error,
  isReadOnly = false,
  name,
}: RichTextEditorProps) {
  const { t } = useTranslation('areas');
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  // The HTML this editor last gave the draft: the same value coming back is not loaded again
  // (that would move the caret); another one (a reload, a restore) replaces the content.
  const emitted = useRef<string | null>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const describedBy = [description ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const attributes = (): Record<string, string> => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(isReadOnly ? { 'aria-readonly': 'true' } : {}),
    'data-name': name,
    dir: 'auto',
    class: styles.editorContent,
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    // Tiptap's own stylesheet is a <style> element the site's CSP refuses (style-src hashes):
    // its rules are editorContent's (SiteSettingsForm.css.ts).
    injectCSS: false,
    editable: !isReadOnly,
    editorProps: { attributes: attributes() },
    onUpdate: ({ editor: current }) => {
      const html = editorOutput(current.getHTML(), current.isEmpty);
      emitted.current = html ?? '';
      onChangeRef.current(html);
    },
  });

  // The description, error and read-only state change after the editor was made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributes() reads exactly these.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: attributes() } });
    editor.setEditable(!isReadOnly, false);
  }, [editor, describedBy, error, isReadOnly, name]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value === (emitted.current ?? '')) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const tools = [
    ['bold', LuBold, active?.bold, () => chain()?.toggleBold().run()],
    ['italic', LuItalic, active?.italic, () => chain()?.toggleItalic().run()],
    ['heading2', LuHeading2, active?.h2, () => chain()?.toggleHeading({ level: 2 }).run()],
    ['heading3', LuHeading3, active?.h3, () => chain()?.toggleHeading({ level: 3 }).run()],
    ['bulletList', LuList, active?.bullets, () => chain()?.toggleBulletList().run()],
    ['orderedList', LuListOrdered, active?.numbers, () => chain()?.toggleOrderedList().run()],
  ] as const;

  return (
    <div className={styles.editorField} data-invalid={error ? true : undefined}>
      <span id={labelId} className={styles.fieldLabel}>
        {label}
      </span>
      <div className={styles.editorBox}>
        <Toolbar
          aria-label={t('siteSettings.editor.toolbar', { name: label })}
          className={styles.editorToolbar}
        >
          <Group className={styles.editorTools}>
            {tools.map(([key, Icon, isSelected, run]) => (
              <ToggleButton
                key={key}
                className={styles.editorTool}
                isSelected={isSelected ?? false}
                onChange={run}
                isDisabled={isReadOnly || !editor}
                aria-label={t(`siteSettings.editor.${key}`)}
              >
                <Icon aria-hidden="true" />
              </ToggleButton>
            ))}
          </Group>
          <Group className={styles.editorTools}>
            <AriaButton
              className={styles.editorTool}
              onPress={() => chain()?.undo().run()}
              isDisabled={isReadOnly || !active?.canUndo}
              aria-label={t('siteSettings.editor.undo')}
            >
              <LuUndo2 aria-hidden="true" className={styles.mirrored} />
            </AriaButton>
            <AriaButton
              className={styles.editorTool}
              onPress={() => chain()?.redo().run()}
              isDisabled={isReadOnly || !active?.canRedo}
              aria-label={t('siteSettings.editor.redo')}
            >
              <LuRedo2 aria-hidden="true" className={styles.mirrored} />
            </AriaButton>
          </Group>
        </Toolbar>
        <EditorContent editor={editor} />
      </div>
      {description ? (
        <p id={helpId} className={styles.muted}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <bdi>{error}</bdi>
        </p>
      ) : null}
    </div>
  );
}
