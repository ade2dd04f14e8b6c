import { MESSAGES } from '@wl/core';
import type { Suggestion, suggestionsMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuMapPin } from 'react-icons/lu';
import type { ActorRefFrom } from 'xstate';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import * as styles from './SearchFields.css.ts';

/** One suggestion as the field shows it. */
export interface SuggestionOption {
  /** Unique among the suggestions of one answer. */
  id: string;
  /** The text the field takes when it is chosen. */
  label: string;
  /** A second line (country, airport code…). */
  detail?: string;
  /** The answer's item itself, for the page to read what it needs (code, coordinates). */
  item: Suggestion;
}

export interface SuggestionFieldProps {
  /** The field's visible label. */
  label: string;
  /** A suggestionsMachine actor (spec §4 suggestion searches): the field sends TYPE and CLEAR. */
  actor: ActorRefFrom<typeof suggestionsMachine>;
  /** How an item of the answer shows; null leaves it out. */
  describe: (item: Suggestion) => SuggestionOption | null;
  /** The chosen place, or null. */
  value: SuggestionOption | null;
  /** A place chosen, or null when the text no longer names the chosen one. */
  onChange: (option: SuggestionOption | null) => void;
  /** Shown under the field (e.g. a place is required). */
  errorMessage?: string;
  /** @default search:field.placeholder */
  placeholder?: string;
  isRequired?: boolean;
  /** Form field name: the chosen label is submitted under it without JavaScript. */
  name?: string;
}

/**
 * A destination field with as-you-type suggestions (issue 15, spec §4, §5, §8), an accessible
 * react-aria ComboBox. The machine owns the rules: the text goes as typed once typing pauses,
 * pending clears the list, a failure clears it and keeps the server's `error` or 'Failed to fetch
 * suggestions', which the field shows under itself.
 */
export function SuggestionField({
  label,
  actor,
  describe,
  value,
  onChange,
  errorMessage,
  placeholder,
  isRequired,
  name,
}: SuggestionFieldProps) {
  const { t } = useTranslation(['search', 'common']);
  const overlay = useOverlayTheme();
  const [text, setText] = useState(value?.label ?? '');
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const loading = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('loading') || snapshot.matches('typing'),
  );
  const failure = useSelector(actor, (snapshot) => snapshot.context.error);
  const searched = useSelector(actor, (snapshot) => snapshot.matches('loaded'));
  const options = items.map(describe).filter((option) => option !== null);
  // Keep the chosen option in the collection so the ComboBox can show it as selected.
  const collection =
    value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  const failureText =
    failure === null
      ? null
      : failure === MESSAGES.suggestionsFailed
        ? t('common:error.suggestionsFailed')
        : failure;

  return (
    <ComboBox
      className={styles.field}
      items={collection}
      inputValue={text}
      selectedKey={value?.id ?? null}
      menuTrigger="input"
      allowsEmptyCollection
      allowsCustomValue
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage || failureText)}
      name={name}
      formValue="text"
      onInputChange={(next) => {
        setText(next);
        // Choosing an option writes its label into the input: that is no new search.
        if (value && next === value.label) return;
        if (value) onChange(null);
        if (next === '') actor.send({ type: 'CLEAR' });
        else actor.send({ type: 'TYPE', text: next });
      }}
      onSelectionChange={(key) => {
        if (key === null) return;
        const option = collection.find((candidate) => candidate.id === key);
        if (!option) return;
        setText(option.label);
        onChange(option);
      }}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.control} data-invalid={errorMessage || failureText ? true : undefined}>
        <LuMapPin aria-hidden className={styles.icon} />
        <Input
          className={styles.input}
          placeholder={placeholder ?? t('search:field.placeholder')}
        />
      </div>
      {failureText || errorMessage ? (
        <Text slot="errorMessage" className={styles.error} elementType="p">
          {failureText ?? errorMessage}
        </Text>
      ) : null}
      <Popover {...overlay} className={styles.popover} placement="bottom start">
        <ListBox<SuggestionOption>
          className={styles.listBox}
          // The open list hides the rest of the page from assistive technology, so it says
          // itself what is going on: searching, the failure (spec §8), or no matches.
          renderEmptyState={() =>
            failureText ? (
              <p className={styles.error} role="alert">
                {failureText}
              </p>
            ) : (
              <p className={styles.listStatus} role="status">
                {loading
                  ? t('search:suggestions.loading')
                  : searched
                    ? t('search:suggestions.empty')
                    : null}
              </p>
            )
          }
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              <span>{option.label}</span>
              {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
