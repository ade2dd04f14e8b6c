import { valueAt } from '@wl/machines';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label, Switch, Text } from 'react-aria-components';
import { LuCheck } from 'react-icons/lu';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from './SiteSettingsForm.css.ts';
import type { SiteSettingsActorRef } from './SiteSettingsFrame.tsx';

/** Fields are read-only while a write is under way, or when the draft is on an old version. */
export function useLocked(actor: SiteSettingsActorRef): boolean {
  return useSelector(actor, (state) => state.hasTag('busy') || state.matches({ form: 'conflict' }));
}

/** One field of the draft by its config path: its value, its problem and how to change it. */
export function useDraftField(actor: SiteSettingsActorRef, path: string) {
  const value = useSelector(actor, (state) => valueAt(state.context.draft, path));
  const error = useSelector(actor, (state) => state.context.issues[path]);
  return {
    value,
    error,
    set: (next: unknown) => actor.send({ type: 'EDIT', path, value: next }),
  };
}

/**
 * A field's problem under a field react-aria does not tie its error to (a list, an image): `id`
 * is what the field names in aria-describedby. The message may be in another script than the
 * page (the config validator's English), so it keeps its own direction.
 */
export function FieldProblem({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      <bdi>{error}</bdi>
    </p>
  );
}

export interface DraftTextProps {
  actor: SiteSettingsActorRef;
  /** The config path (`agency.contactEmailId`): the API's problems name it. */
  path: string;
  label: string;
  description?: ReactNode;
  /** An empty optional field is sent as null, so the config's default applies. @default false */
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url';
}

/** A text field of the draft: the field kit's TextField bound to a config path. */
export function DraftText({
  actor,
  path,
  label,
  description,
  required = false,
  multiline,
  rows,
  type = 'text',
}: DraftTextProps) {
  const field = useDraftField(actor, path);
  const locked = useLocked(actor);
  return (
    <TextField
      name={path}
      label={label}
      type={type}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(text) => field.set(text === '' && !required ? null : text)}
      error={field.error}
      description={description}
      multiline={multiline}
      rows={rows}
      isReadOnly={locked}
      // Agency data is often Latin on an Arabic page: each value reads in its own order.
      valueDir="auto"
    />
  );
}

export interface SettingsSwitchProps {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
}

/** An on/off setting (a page shown, a footer line shown): react-aria's Switch. */
export function SettingsSwitch({ label, isSelected, onChange, isDisabled }: SettingsSwitchProps) {
  return (
    <Switch
      className={styles.switchRow}
      isSelected={isSelected}
      onChange={onChange}
      {...(isDisabled ? { isDisabled } : {})}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {label}
    </Switch>
  );
}

/** A switch of the draft bound to a config path. */
export function DraftSwitch({
  actor,
  path,
  label,
}: {
  actor: SiteSettingsActorRef;
  path: string;
  label: string;
}) {
  const field = useDraftField(actor, path);
  const locked = useLocked(actor);
  return (
    <SettingsSwitch
      label={label}
      isSelected={field.value === true}
      onChange={(on) => field.set(on)}
      isDisabled={locked}
    />
  );
}

export interface CheckGroupProps {
  label: string;
  help: string;
  value: string[];
  onChange: (next: string[]) => void;
  error: string | undefined;
  locked: boolean;
  testId: string;
  children: ReactNode;
}

/** A list of boxes to tick for one config list, its problem under it. */
export function CheckGroup({
  label,
  help,
  value,
  onChange,
  error,
  locked,
  testId,
  children,
}: CheckGroupProps) {
  return (
    <CheckboxGroup
      className={styles.checkGroup}
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      isReadOnly={locked}
      validationBehavior="aria"
      data-testid={testId}
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Text slot="description" className={styles.muted}>
        {help}
      </Text>
      <div className={styles.checkList}>{children}</div>
      <FieldError className={styles.error}>
        <bdi>{error}</bdi>
      </FieldError>
    </CheckboxGroup>
  );
}

/**
 * A draft list of fixed choices as boxes to tick, kept in `order` whatever the order of the
 * clicks (the config's list reads the same for the same choices).
 */
export function DraftCheckGroup({
  actor,
  path,
  order,
  ...group
}: { actor: SiteSettingsActorRef; path: string; order: readonly string[] } & Pick<
  CheckGroupProps,
  'label' | 'help' | 'testId' | 'children'
>) {
  const field = useDraftField(actor, path);
  const locked = useLocked(actor);
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <CheckGroup
      {...group}
      value={value}
      onChange={(next) => field.set(order.filter((choice) => next.includes(choice)))}
      error={field.error}
      locked={locked}
    />
  );
}

export function CheckItem({
  value,
  children,
  isDisabled,
  lang,
}: {
  value: string;
  children: ReactNode;
  isDisabled?: boolean;
  lang?: string;
}) {
  return (
    <Checkbox
      value={value}
      className={styles.checkRow}
      {...(isDisabled ? { isDisabled } : {})}
      {...(lang ? { lang } : {})}
    >
      <span className={styles.checkBox} aria-hidden="true">
        <LuCheck className={styles.checkMark} />
      </span>
      {children}
    </Checkbox>
  );
}
