import { type AgencyMarkup, agencyMarkupSchema, applyAgencyMarkup } from '@wl/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../providers/MarketContext.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import type { AccountDataActorRef } from '../AccountArea/AccountDataView.tsx';
import { SaveStatus } from '../AccountArea/SaveStatus.tsx';

export interface MarkupSettingsProps {
  /** `accountDataMachine` loading and saving the Markup setting (GET/PUT /api/agency/settings/markup). */
  actor: AccountDataActorRef;
  /**
   * Spec §2.3, §6: restricted agents never see wholesale figures, so the worked example (a
   * wholesale rate and its price) is left out for them.
   */
  showExample: boolean;
}

/** A sample wholesale rate for the worked example, in US dollars. */
const EXAMPLE_WHOLESALE_USD = 100;

/** Reads what was typed: '' is "not set", a number otherwise (either decimal mark). */
function parseMarkup(text: string): AgencyMarkup | null {
  const trimmed = text.trim();
  if (trimmed === '') return { markupPercent: null };
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  const parsed = agencyMarkupSchema.safeParse({ markupPercent: Number(trimmed.replace(',', '.')) });
  return parsed.success ? parsed.data : null;
}

/**
 * The Markup setting (spec §2.1 /settings/agency, Markup Settings): the percentage the agency adds
 * to every deal's wholesale rate, which unrestricted agents' cards show as Agency Markup (spec
 * §2.3). The example applies core `applyAgencyMarkup`, the rule the API prices deals with.
 */
export function MarkupSettings({ actor, showExample }: MarkupSettingsProps) {
  const { t } = useTranslation('areas');
  const formatMoney = useFormatMoney();
  const saved = useSelector(actor, (state) => state.context.data as AgencyMarkup);
  const [text, setText] = useState(() => String(saved.markupPercent ?? ''));
  // The saved value is the API's answer: show it as the API keeps it.
  useEffect(() => setText(String(saved.markupPercent ?? '')), [saved]);
  const typed = parseMarkup(text);
  const example = applyAgencyMarkup(
    {
      baseRate: EXAMPLE_WHOLESALE_USD,
      taxAndFee: 0,
      totalRate: EXAMPLE_WHOLESALE_USD,
      publishedRate: EXAMPLE_WHOLESALE_USD,
      savedPrice: 0,
    },
    typed?.markupPercent ?? 0,
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed) actor.send({ type: 'SAVE', value: typed });
  };

  return (
    <div className={styles.card}>
      <p className={styles.status} data-testid="markup-current">
        {t('markup.current')}:{' '}
        <strong>
          {saved.markupPercent === null ? t('markup.none') : `${saved.markupPercent} %`}
        </strong>
      </p>
      <Form className={styles.form} onSubmit={submit}>
        <TextField
          name="markupPercent"
          inputMode="decimal"
          value={text}
          onChange={(value) => {
            setText(value);
            actor.send({ type: 'EDIT' });
          }}
          isInvalid={typed === null}
          className={styles.field}
        >
          <Label className={styles.label}>{t('markup.field')}</Label>
          <Input className={styles.input} />
          <Text slot="description" className={styles.help}>
            {t('markup.help')}
          </Text>
          <FieldError className={styles.fieldError}>{t('markup.invalid')}</FieldError>
        </TextField>
        {showExample && typed?.markupPercent != null ? (
          <p className={styles.status} data-testid="markup-example">
            {t('markup.example', {
              wholesale: formatMoney(EXAMPLE_WHOLESALE_USD),
              price: formatMoney(example.totalRate),
            })}
          </p>
        ) : null}
        <SaveStatus actor={actor} />
      </Form>
    </div>
  );
}
