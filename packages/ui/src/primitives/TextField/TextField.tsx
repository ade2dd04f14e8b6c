import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
} from 'react-aria-components';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  /** The field's problem in words; the field is invalid while there is one. */
  error?: string | undefined;
  /** A multi-line field. @default false */
  multiline?: boolean;
  /** Lines a multi-line field shows. @default 3 */
  rows?: number;
  /** Help under the field, read with it (react-aria ties it by aria-describedby). */
  description?: ReactNode;
  /**
   * The value's own direction: `auto` for a value that may be Latin on an Arabic page (a name, an
   * address, a colour), so it reads in its own order. @default the page's
   */
  valueDir?: 'auto' | 'ltr';
}

/**
 * A labelled text field with its error under it (react-aria: the error is the field's
 * description for screen readers, and `aria-invalid` is set). Validation is the caller's: a
 * machine decides, the field shows.
 */
export function TextField({
  label,
  error,
  multiline = false,
  rows = 3,
  description,
  valueDir,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      className={composeRenderProps(className, (own) =>
        [styles.field, own].filter(Boolean).join(' '),
      )}
    >
      <Label className={styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={styles.input} rows={rows} dir={valueDir} />
      ) : (
        <Input className={styles.input} dir={valueDir} />
      )}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        {/* A server's message may be in another script than the page (the config validator's English). */}
        <bdi>{error}</bdi>
      </FieldError>
    </AriaTextField>
  );
}
