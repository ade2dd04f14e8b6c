import { NAME_MAX_LENGTH } from '@wl/core';
import type { addClientMachine, ClientField } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useId, useRef } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { useMessageText } from '../ErrorScreen/useMessageText.ts';
import * as own from './PeopleList.css.ts';

export type AddClientActorRef = ActorRefFrom<typeof addClientMachine>;

const FIELDS = ['firstName', 'lastName', 'email'] as const satisfies readonly ClientField[];

/** A field's problem code (core's sign-up rules, or the API's `taken`) in the agent's language. */
function useClientProblemText() {
  const { t } = useTranslation(['areas', 'account']);
  return useCallback(
    (field: ClientField, code: string): string => {
      if (code === 'tooLong') return t('account:problem.name.tooLong', { max: NAME_MAX_LENGTH });
      if (field === 'email' && code === 'taken') return t('areas:clients.problem.email.taken');
      if (field === 'email' && code !== 'required') return t('account:problem.email.invalid');
      return t(`areas:clients.problem.${field}.required`);
    },
    [t],
  );
}

export interface AddClientFormProps {
  /** `addClientMachine` with `addClient` provided (POST /api/agency/clients). */
  actor: AddClientActorRef;
}

/**
 * /users/clients "Add a client" (spec §1: agents book for the agency's clients): first name,
 * last name and e-mail, each problem under its field. The machine decides (core's sign-up rules
 * in its guard, then the API's answer); this form only shows. The new client gets the sign-up's
 * verification e-mail, which the status line says.
 */
export function AddClientForm({ actor }: AddClientFormProps) {
  const { t } = useTranslation(['areas', 'account']);
  const messageText = useMessageText();
  const problemText = useClientProblemText();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const client = useSelector(actor, (state) => state.context.client);
  const issues = useSelector(actor, (state) => state.context.issues);
  const error = useSelector(actor, (state) => state.context.error);
  const sending = useSelector(actor, (state) => state.hasTag('loading'));
  const added = useSelector(actor, (state) =>
    state.matches('added') ? state.context.added[0] : undefined,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
    // The first field with a problem takes the focus, as the sign-up form does.
    const first = FIELDS.find((field) => actor.getSnapshot().context.issues[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };
  const field = (name: ClientField) => ({
    name,
    // The agent types someone else's details: the browser must not offer the agent's own.
    autoComplete: 'off',
    isRequired: true,
    isReadOnly: sending,
    value: client[name],
    onChange: (value: string) => actor.send({ type: 'EDIT', field: name, value }),
    error: issues[name] ? problemText(name, issues[name]) : undefined,
  });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('areas:clients.add.title')}
      </h2>
      <p className={styles.lead}>{t('areas:clients.add.lead')}</p>
      <Form
        ref={formRef}
        method="post"
        aria-labelledby={titleId}
        className={styles.form}
        validationBehavior="aria"
        onSubmit={submit}
      >
        <div className={own.names}>
          <TextField label={t('account:field.firstName')} {...field('firstName')} />
          <TextField label={t('account:field.lastName')} {...field('lastName')} />
        </div>
        <TextField type="email" label={t('account:field.email')} {...field('email')} />
        <div className={styles.actions}>
          <Button type="submit" isPending={sending}>
            {t('areas:clients.add.submit')}
          </Button>
          {/* Always in the page, so that the text appearing in it is announced. */}
          <p role="status" className={added ? styles.success : styles.status}>
            {sending
              ? t('areas:clients.add.sending')
              : added
                ? t('areas:clients.add.added', { name: added.name, email: added.email })
                : ''}
          </p>
        </div>
      </Form>
      {error ? (
        <p role="alert" className={styles.alert}>
          {t('areas:clients.add.failed')} {messageText(error)}
        </p>
      ) : null}
    </section>
  );
}
