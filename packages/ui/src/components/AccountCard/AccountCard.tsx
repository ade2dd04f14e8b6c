import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@wl/core';
import type { AccountFailure } from '@wl/machines';
import { type ReactNode, type RefObject, useCallback, useId } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as styles from './AccountCard.css.ts';

export interface AccountCardProps {
  /** The page's heading (its only h1). */
  title: string;
  /** An id for the heading, when the form inside is labelled by it. */
  headingId?: string;
  children?: ReactNode;
  /** Links under the card's content (back to Log In, Sign Up …). */
  footer?: ReactNode;
}

/**
 * The card every public account page shows (spec §2.1 /signup, /verify, /forgotpassword,
 * /newPassword, /sso, /social, /expired, /expiry, /subscription), in the sign-in page's look.
 */
export function AccountCard({ title, headingId, children, footer }: AccountCardProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {children}
        {footer && <div className={styles.links}>{footer}</div>}
      </div>
    </div>
  );
}

export interface AccountNoticeProps {
  title: string;
  body?: string;
  /** The page's way on, as a button-looking link. */
  action?: { label: string; href: string };
  footer?: ReactNode;
}

/** A page that says where things stand and offers the way on (sent, done, expired, refused). */
export function AccountNotice({ title, body, action, footer }: AccountNoticeProps) {
  return (
    <AccountCard title={title} footer={footer}>
      {body && <p className={styles.body}>{body}</p>}
      {action && (
        <ButtonLink href={action.href} fullWidth>
          {action.label}
        </ButtonLink>
      )}
    </AccountCard>
  );
}

export interface AccountFieldProps
  extends Omit<TextFieldProps, 'children' | 'className' | 'validate'> {
  label: string;
  /** Shown under the field and read with it (aria-describedby). */
  hint?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A labelled field of an account form. Problems come from the form's `validationErrors` (core's
 * rules, worded by `useProblemText`), so the form checks what the API checks, once.
 */
export function AccountField({ label, hint, inputRef, ...props }: AccountFieldProps) {
  return (
    <TextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input ref={inputRef} className={styles.input} />
      {hint && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      <FieldError className={styles.fieldError} />
    </TextField>
  );
}

/** The live line under a form's button: says the form is being sent. */
export function FormStatus({ text }: { text: string }) {
  return (
    <p role="status" className={styles.status}>
      {text}
    </p>
  );
}

/** The failure of a call as an alert (mounted per failure, so a repeat is announced again). */
export function FormAlert({ text }: { text: string | null }) {
  const id = useId();
  if (text === null) return null;
  return (
    <p id={id} role="alert" className={styles.alert}>
      {text}
    </p>
  );
}

/** Core's problem codes (rules/accounts.ts) in the visitor's language, per field. */
export function useProblemText() {
  const { t } = useTranslation('account');
  return useCallback(
    (field: string, code: string): string => {
      const limits = {
        min: PASSWORD_MIN_LENGTH,
        max: field === 'password' ? PASSWORD_MAX_LENGTH : NAME_MAX_LENGTH,
      };
      switch (`${field === 'firstName' || field === 'lastName' ? 'name' : field}.${code}`) {
        case 'name.required':
          return t(
            field === 'firstName' ? 'problem.firstName.required' : 'problem.lastName.required',
          );
        case 'name.tooLong':
          return t('problem.name.tooLong', limits);
        case 'email.required':
          return t('problem.email.required');
        case 'email.invalid':
          return t('problem.email.invalid');
        case 'password.required':
          return t('problem.password.required');
        case 'password.tooShort':
          return t('problem.password.tooShort', limits);
        case 'password.tooLong':
          return t('problem.password.tooLong', limits);
        case 'password.sameAsEmail':
          return t('problem.password.sameAsEmail');
        default:
          return t('problem.email.invalid');
      }
    },
    [t],
  );
}

/**
 * A failed call as the visitor reads it: the API's codes in their language, field problems on
 * their fields (so no alert), anything else the server's message or spec §8's fallback.
 */
export function useFailureText() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  return useCallback(
    (failure: AccountFailure | null): string | null => {
      if (!failure) return null;
      if (failure.code === 'tooManyAttempts') return t('error.tooManyAttempts');
      if (failure.code === 'signupUnavailable') return t('signup.unavailable.body');
      if (failure.code === 'invalidToken') return t('newPassword.invalid.body');
      if (failure.code === 'invalidInput' && Object.keys(failure.fields).length > 0) return null;
      return messageText(failure.message);
    },
    [t, messageText],
  );
}

export { styles as accountStyles };
