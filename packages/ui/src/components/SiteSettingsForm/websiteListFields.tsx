import { isKnownCurrency, SUPPORTED_LANGUAGES } from '@wl/core';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';
import { selectedFlagOf } from '../CurrencyPicker/selectedEntry.ts';
import { DraftRichText } from './DraftRichText.tsx';
import * as styles from './SiteSettingsForm.css.ts';
import type { SiteSettingsActorRef } from './SiteSettingsFrame.tsx';
import {
  CheckGroup,
  CheckItem,
  DraftCheckGroup,
  DraftText,
  FieldProblem,
  SettingsSwitch,
  useDraftField,
  useLocked,
} from './settingsFields.tsx';

interface FaqItem {
  question: string;
  answer: string;
}

const isFaqItem = (item: unknown): item is FaqItem =>
  typeof item === 'object' && item !== null && 'question' in item;

/**
 * The FAQ's questions (config `faq.questions`), in page order: each question with its answer in
 * the rich-text editor, a Remove button each, and Add a question. Each field's problem shows by
 * its path (`faq.questions[0].question`), as the validator and the page's own check name it.
 */
export function FaqQuestionsField({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation('areas');
  const field = useDraftField(actor, 'faq.questions');
  const locked = useLocked(actor);
  const questions = Array.isArray(field.value) ? field.value.filter(isFaqItem) : [];
  const listRef = useRef<HTMLOListElement>(null);
  // Set by Add a question: the length the list will have, whose last question gets the keyboard.
  const added = useRef<number | null>(null);
  const errorId = useId();

  useEffect(() => {
    if (added.current === null || added.current !== questions.length) return;
    added.current = null;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input[name$=".question"]');
    inputs?.[inputs.length - 1]?.focus();
  });

  const remove = (index: number) => {
    field.set(questions.filter((_, at) => at !== index));
    // The keyboard goes to the list's legend area rather than to the page's start.
    listRef.current?.closest('fieldset')?.querySelector<HTMLElement>('[data-faq-add]')?.focus();
  };

  return (
    <fieldset
      className={styles.subgroup}
      aria-describedby={field.error ? errorId : undefined}
      data-testid="faq-questions"
    >
      <legend className={styles.sublegend}>{t('siteSettings.faq.legend')}</legend>
      {questions.length === 0 ? <p className={styles.muted}>{t('siteSettings.faq.none')}</p> : null}
      <ol ref={listRef} className={styles.faqList}>
        {questions.map((_, index) => {
          const number = index + 1;
          return (
            // Questions have no id of their own: the list's order is what the config keeps.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={styles.faqItem} data-testid={`faq-question-${number}`}>
              <DraftText
                actor={actor}
                path={`faq.questions[${index}].question`}
                label={t('siteSettings.faq.question', { number })}
                description={t('siteSettings.faq.questionHelp')}
                required
              />
              <DraftRichText
                actor={actor}
                path={`faq.questions[${index}].answer`}
                label={t('siteSettings.faq.answer', { number })}
                htmlLabel={t('siteSettings.faq.answerHtml', { number })}
                required
              />
              <div>
                <Button
                  tone="secondary"
                  size="sm"
                  isDisabled={locked}
                  onPress={() => remove(index)}
                >
                  {t('siteSettings.faq.remove', { number })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldProblem id={errorId} error={field.error} />
      <div>
        <Button
          tone="secondary"
          size="sm"
          isDisabled={locked}
          data-faq-add
          onPress={() => {
            added.current = questions.length + 1;
            field.set([...questions, { question: '', answer: '' }]);
          }}
        >
          {t('siteSettings.faq.add')}
        </Button>
      </div>
    </fieldset>
  );
}

interface Analytics {
  isEnabled?: boolean;
  googleAnalyticsId?: string;
  facebookAnalyticsId?: string;
}

/**
 * Analytics (config `agency.analytics`, replaced whole by the API): the switch and the two ids.
 * An emptied id is left out of the object (the config has no null for it). The object's own
 * problem (on, without an id) shows on the Google tag id, the field that answers it.
 */
export function AnalyticsFields({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation('areas');
  const field = useDraftField(actor, 'agency.analytics');
  const google = useDraftField(actor, 'agency.analytics.googleAnalyticsId');
  const facebook = useDraftField(actor, 'agency.analytics.facebookAnalyticsId');
  const locked = useLocked(actor);
  const analytics: Analytics =
    typeof field.value === 'object' && field.value !== null ? (field.value as Analytics) : {};
  const set = (key: keyof Analytics, value: string | boolean) => {
    const { [key]: _old, ...rest } = analytics;
    field.set(value === '' ? rest : { ...rest, [key]: value });
  };
  return (
    <>
      <SettingsSwitch
        label={t('siteSettings.field.analyticsEnabled')}
        isSelected={analytics.isEnabled === true}
        onChange={(on) => set('isEnabled', on)}
        isDisabled={locked}
      />
      <div className={styles.pair}>
        <TextField
          name="agency.analytics.googleAnalyticsId"
          label={t('siteSettings.field.googleAnalyticsId')}
          description={t('siteSettings.field.googleAnalyticsIdHelp')}
          value={analytics.googleAnalyticsId ?? ''}
          onChange={(text) => set('googleAnalyticsId', text.trim())}
          error={google.error ?? field.error}
          isReadOnly={locked}
          valueDir="ltr"
        />
        <TextField
          name="agency.analytics.facebookAnalyticsId"
          label={t('siteSettings.field.facebookAnalyticsId')}
          description={t('siteSettings.field.facebookAnalyticsIdHelp')}
          value={analytics.facebookAnalyticsId ?? ''}
          onChange={(text) => set('facebookAnalyticsId', text.trim())}
          error={facebook.error}
          isReadOnly={locked}
          valueDir="ltr"
          inputMode="numeric"
        />
      </div>
    </>
  );
}

/** Spec §9's languages the picker offers (config `languages`), each named in its own language. */
export function LanguagesField({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation('areas');
  return (
    <DraftCheckGroup
      actor={actor}
      path="languages"
      order={SUPPORTED_LANGUAGES.map((language) => language.code)}
      label={t('siteSettings.languages.label')}
      help={t('siteSettings.languages.help')}
      testId="languages"
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <CheckItem key={language.code} value={language.code} lang={language.value}>
          {language.name}
        </CheckItem>
      ))}
    </DraftCheckGroup>
  );
}

/** Offered to tick without typing a code: the currencies agencies most often take. */
const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'MXN',
  'BRL',
  'AED',
  'DKK',
  'NOK',
  'SEK',
  'CHF',
  'AUD',
  'JPY',
];

/**
 * The currencies the picker offers (config `currencies`): the common ones and the agency's to
 * tick, any other ISO 4217 code added by hand. US dollar is always offered (spec §4's fallback),
 * so its box stays ticked. Names in the page's language (Intl), flags as the currency picker
 * draws them (the issuer's).
 */
export function CurrenciesField({ actor }: { actor: SiteSettingsActorRef }) {
  const { t, i18n } = useTranslation('areas');
  const field = useDraftField(actor, 'currencies');
  const locked = useLocked(actor);
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [added, setAdded] = useState<string[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language, 'en'], { type: 'currency' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  const shown = [...new Set([...COMMON_CURRENCIES, ...value, ...added])];

  const add = () => {
    const next = code.trim().toUpperCase();
    if (!isKnownCurrency(next)) {
      setCodeError(t('siteSettings.currencies.unknown', { code: code.trim() }));
      return;
    }
    setAdded((list) => (list.includes(next) ? list : [...list, next]));
    if (!value.includes(next)) field.set([...value, next]);
    setCode('');
    setCodeError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the code; it must not send the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className={styles.stack}>
      <CheckGroup
        label={t('siteSettings.currencies.label')}
        help={t('siteSettings.currencies.help')}
        value={value}
        onChange={(next) => field.set(next.includes('USD') ? next : ['USD', ...next])}
        error={field.error}
        locked={locked}
        testId="currencies"
      >
        {shown.map((currency) => {
          const flag = selectedFlagOf([], { currency });
          return (
            <CheckItem key={currency} value={currency} isDisabled={currency === 'USD'}>
              {flag ? <span aria-hidden="true">{flag}</span> : null}
              <span>
                {names?.of(currency) ?? currency}{' '}
                <span className={styles.muted} dir="ltr">
                  {currency}
                </span>
              </span>
            </CheckItem>
          );
        })}
      </CheckGroup>
      <div className={styles.addRow}>
        <TextField
          label={t('siteSettings.currencies.add')}
          description={t('siteSettings.currencies.addHelp')}
          value={code}
          onChange={(text) => {
            setCode(text);
            setCodeError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={codeError}
          isReadOnly={locked}
          valueDir="ltr"
          maxLength={3}
          autoComplete="off"
        />
        <Button tone="secondary" size="sm" isDisabled={locked} onPress={add}>
          {t('siteSettings.currencies.addButton')}
        </Button>
      </div>
    </div>
  );
}
