import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  composeRenderProps,
  FieldError,
  Input,
  Label,
  TextArea,
} from 'react-aria-components';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  /** The field's problem in words; the field is invalid while there is one. */
  error?: string | undefined;
  /** A multi-line field. @default false */
  multiline?: boolean;
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
        <TextArea className={styles.input} rows={3} />
      ) : (
        <Input className={styles.input} />
      )}
      <FieldError className={styles.error}>{error}</FieldError>
    </AriaTextField>
  );
}
