import {
  type Language,
  type LanguageCode,
  type ProfileUpdate,
  profileUpdateSchema,
  type UserProfile,
} from '@wl/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from '../AccountArea/AccountArea.css.ts';
import type { AccountDataActorRef } from '../AccountArea/AccountDataView.tsx';
import { SaveStatus } from '../AccountArea/SaveStatus.tsx';

/** What the profile form saves: the profile fields and the profile's language (spec §4). */
export type ProfileChanges = ProfileUpdate & { language: LanguageCode };

/** The data the profile page loads: the languages the agency offers (spec §7 languages call). */
export interface ProfileData {
  user: UserProfile;
  languages: readonly Language[];
  /** The language the profile has, else the page's (spec §4). */
  language: LanguageCode;
}

export interface ProfileSettingsProps {
  /** `accountDataMachine` whose data is `ProfileData` and whose save takes `ProfileChanges`. */
  actor: AccountDataActorRef;
}

type FieldName = 'first_name' | 'last_name' | 'profile_image';
const ERROR_KEYS = {
  first_name: 'profile.firstNameRequired',
  last_name: 'profile.tooLong',
  profile_image: 'profile.pictureInvalid',
} as const;

/**
 * Profile Settings (spec §2.1 /settings/profile and /mytrip/profile; issue 16): name, picture URL
 * and language. The fields are checked with core's `profileUpdateSchema`, the schema the API
 * saves with; the e-mail is shown, not edited.
 */
export function ProfileSettings({ actor }: ProfileSettingsProps) {
  const { t } = useTranslation('areas');
  const data = useSelector(actor, (state) => state.context.data as ProfileData);
  const { personal_info: info } = data.user;
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const languageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = profileUpdateSchema.safeParse({
      first_name: String(form.get('first_name') ?? ''),
      last_name: String(form.get('last_name') ?? ''),
      profile_image: String(form.get('profile_image') ?? ''),
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        if (name in ERROR_KEYS) found[name] = t(ERROR_KEYS[name]);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const language = String(form.get('language') ?? data.language) as LanguageCode;
    actor.send({ type: 'SAVE', value: { ...parsed.data, language } satisfies ProfileChanges });
  };
  const edited = () => actor.send({ type: 'EDIT' });

  return (
    <div className={styles.card}>
      <Form
        className={styles.form}
        onSubmit={submit}
        validationErrors={errors}
        validationBehavior="aria"
      >
        <TextField
          name="first_name"
          defaultValue={info.first_name}
          autoComplete="given-name"
          isRequired
          onChange={edited}
          className={styles.field}
        >
          <Label className={styles.label}>{t('profile.firstName')}</Label>
          <Input className={styles.input} />
          <FieldError className={styles.fieldError} />
        </TextField>
        <TextField
          name="last_name"
          defaultValue={info.last_name}
          autoComplete="family-name"
          onChange={edited}
          className={styles.field}
        >
          <Label className={styles.label}>{t('profile.lastName')}</Label>
          <Input className={styles.input} />
          <FieldError className={styles.fieldError} />
        </TextField>
        <TextField value={info.email} isReadOnly className={styles.field}>
          <Label className={styles.label}>{t('profile.email')}</Label>
          <Input className={styles.input} dir="ltr" />
        </TextField>
        <TextField
          name="profile_image"
          type="url"
          inputMode="url"
          defaultValue={info.profile_image ?? ''}
          onChange={edited}
          className={styles.field}
        >
          <Label className={styles.label}>{t('profile.picture')}</Label>
          <Input className={styles.input} dir="ltr" />
          <Text slot="description" className={styles.help}>
            {t('profile.pictureHelp')}
          </Text>
          <FieldError className={styles.fieldError} />
        </TextField>
        <div className={styles.field}>
          <label htmlFor={languageId} className={styles.label}>
            {t('profile.language')}
          </label>
          <select
            id={languageId}
            name="language"
            defaultValue={data.language}
            onChange={edited}
            className={styles.input}
            aria-describedby={`${languageId}-help`}
          >
            {data.languages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          <span id={`${languageId}-help`} className={styles.help}>
            {t('profile.languageHelp')}
          </span>
        </div>
        <SaveStatus actor={actor} />
      </Form>
    </div>
  );
}
