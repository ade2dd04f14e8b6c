import { AA_TEXT, agencyPalette, cssColor } from '@wl/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from './SiteSettingsForm.css.ts';
import {
  type SiteSettingsActorRef,
  SiteSettingsFrame,
  useFormState,
} from './SiteSettingsFrame.tsx';
import { DraftSwitch, DraftText, useDraftField, useLocked } from './settingsFields.tsx';

/** Image types the API stores (core's image checks decide; this only filters the file picker). */
const IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'image/x-icon',
];

const SOCIAL = [
  ['linkedin', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['twitter', 'X'],
  ['youtube', 'YouTube'],
  ['discord', 'Discord'],
  ['tiktok', 'TikTok'],
] as const;

/**
 * What core's contrast guard will make of the colour being typed, before it is saved: the fill,
 * the text on it and the link colour the site will use, and why any of them differ from it.
 */
function ContrastPreview({ colour }: { colour: string }) {
  const { t } = useTranslation('areas');
  let palette: ReturnType<typeof agencyPalette> | null = null;
  if (cssColor.safeParse(colour).success) {
    try {
      palette = agencyPalette(colour);
    } catch {
      // A colour CSS accepts that the guard cannot read: the API's validator has the last word.
      palette = null;
    }
  }
  if (!palette) return null;
  return (
    <div className={styles.palette} data-testid="contrast-preview">
      <div className={styles.samples} aria-hidden="true">
        <span
          className={styles.sample}
          style={{ background: palette.primary, color: palette.onPrimary }}
        >
          {t('siteSettings.contrast.button')}
        </span>
        <span className={styles.sample} style={{ color: palette.primaryText }}>
          {t('siteSettings.contrast.link')}
        </span>
      </div>
      {palette.adjustments.length === 0 ? (
        <p className={styles.muted}>{t('siteSettings.contrast.asIs', { ratio: AA_TEXT })}</p>
      ) : (
        <ul className={styles.reasons}>
          {palette.adjustments.map((change) => (
            <li key={change.token}>
              {t(`siteSettings.contrast.${change.token}`, {
                used: change.used,
                wanted: change.wanted,
                before: change.ratioBefore,
                after: change.ratioAfter,
                ratio: AA_TEXT,
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ColourField({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation('areas');
  const field = useDraftField(actor, 'agency.primaryColor');
  const colour = typeof field.value === 'string' ? field.value : '';
  return (
    <div className={styles.stack}>
      <DraftText
        actor={actor}
        path="agency.primaryColor"
        label={t('siteSettings.field.primaryColor')}
        description={t('siteSettings.field.primaryColorHelp')}
        required
      />
      {field.error ? null : <ContrastPreview colour={colour} />}
    </div>
  );
}

function LogoField({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation('areas');
  const field = useDraftField(actor, 'agency.logo');
  const preview = useSelector(actor, (state) => state.context.previews['agency.logo']);
  const uploading = useFormState(actor) === 'uploading';
  const locked = useLocked(actor);
  const helpId = useId();
  const errorId = useId();
  const ref = typeof field.value === 'string' ? field.value : null;
  return (
    <div className={styles.stack}>
      <span className={styles.fieldLabel}>{t('siteSettings.field.logo')}</span>
      <div className={styles.logoRow}>
        {preview ? <img src={preview} alt="" className={styles.logoPreview} /> : null}
        <FileTrigger
          acceptedFileTypes={IMAGE_TYPES}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) actor.send({ type: 'UPLOAD', path: 'agency.logo', file });
          }}
        >
          <Button
            tone="secondary"
            size="sm"
            isPending={uploading}
            isDisabled={locked && !uploading}
            aria-describedby={[helpId, field.error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={field.error ? true : undefined}
            data-testid="logo-upload"
          >
            {t('siteSettings.logo.upload')}
          </Button>
        </FileTrigger>
      </div>
      <p id={helpId} className={styles.muted}>
        {ref ? (
          <>
            {t('siteSettings.logo.current')}{' '}
            <code dir="ltr" className={styles.code}>
              {ref}
            </code>
          </>
        ) : (
          t('siteSettings.logo.none')
        )}{' '}
        {t('siteSettings.logo.help')}
      </p>
      {field.error ? (
        <p id={errorId} className={styles.error}>
          <bdi>{field.error}</bdi>
        </p>
      ) : null}
    </div>
  );
}

type FieldKey =
  | 'agencyName'
  | 'aboutEnabled'
  | 'aboutTitle'
  | 'aboutHeading'
  | 'aboutContent'
  | 'htmlHelp'
  | 'faqEnabled'
  | 'faqTitle'
  | 'privacyPolicy'
  | 'cookiesPolicy'
  | 'disclaimer'
  | 'phone'
  | 'phoneInFooter'
  | 'email'
  | 'addressLine1'
  | 'city'
  | 'state'
  | 'country'
  | 'zipCode'
  | 'addressInFooter'
  | 'hideLogin'
  | 'hideSignup';

export interface WebsiteSettingsFormProps {
  /** `siteSettingsMachine` of the 'website' section, its calls provided. */
  actor: SiteSettingsActorRef;
  /** The draft's header, home and About as a visitor would see them (issue 45 item 4). */
  preview?: ReactNode;
  /** Below the form: the history of versions. */
  history?: ReactNode;
}

/**
 * /settings/website for the agency's owner and admins: branding, About and FAQ, the policies,
 * contact and address with their footer switches, social links and log-in / sign-up hiding.
 * Content and policies are HTML in a textarea for now; the build sanitises them as it does the
 * config file's.
 */
export function WebsiteSettingsForm({ actor, preview, history }: WebsiteSettingsFormProps) {
  const { t } = useTranslation('areas');
  const f = (key: FieldKey) => t(`siteSettings.field.${key}`);
  return (
    <SiteSettingsFrame
      actor={actor}
      title={t('website.title')}
      lead={t('siteSettings.lead')}
      preview={preview}
      after={history}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.brand')}</legend>
        <DraftText actor={actor} path="agency.agencyName" label={f('agencyName')} required />
        <ColourField actor={actor} />
        <LogoField actor={actor} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.about')}</legend>
        <DraftSwitch actor={actor} path="agency.isAbousUsEnable" label={f('aboutEnabled')} />
        <DraftText actor={actor} path="agency.aboutUsEnableTitle" label={f('aboutTitle')} />
        <DraftText actor={actor} path="about.title" label={f('aboutHeading')} />
        <DraftText
          actor={actor}
          path="about.content"
          label={f('aboutContent')}
          description={f('htmlHelp')}
          multiline
          rows={8}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.faq')}</legend>
        <DraftSwitch actor={actor} path="agency.isFaqEnable" label={f('faqEnabled')} />
        <DraftText actor={actor} path="agency.faqEnableTitle" label={f('faqTitle')} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.policies')}</legend>
        {(['privacyPolicy', 'cookiesPolicy', 'disclaimer'] as const).map((key) => (
          <DraftText
            key={key}
            actor={actor}
            path={`agency.${key}`}
            label={f(key)}
            description={f('htmlHelp')}
            multiline
            rows={6}
          />
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.contact')}</legend>
        <DraftText actor={actor} path="agency.contactPhoneNumber" label={f('phone')} type="tel" />
        <DraftSwitch
          actor={actor}
          path="agency.displaySupportPhoneFooter"
          label={f('phoneInFooter')}
        />
        <DraftText actor={actor} path="agency.contactEmailId" label={f('email')} type="email" />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.address')}</legend>
        <DraftText actor={actor} path="agency.addressLine1" label={f('addressLine1')} />
        <div className={styles.pair}>
          <DraftText actor={actor} path="agency.city" label={f('city')} />
          <DraftText actor={actor} path="agency.state" label={f('state')} />
        </div>
        <div className={styles.pair}>
          <DraftText actor={actor} path="agency.country" label={f('country')} />
          <DraftText actor={actor} path="agency.zipCode" label={f('zipCode')} />
        </div>
        <DraftSwitch
          actor={actor}
          path="agency.displayAddressFooter"
          label={f('addressInFooter')}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.social')}</legend>
        {SOCIAL.map(([key, name]) => (
          <DraftText key={key} actor={actor} path={`agency.${key}`} label={name} type="url" />
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.access')}</legend>
        <DraftSwitch actor={actor} path="agency.isHideLoginOption" label={f('hideLogin')} />
        <DraftSwitch actor={actor} path="agency.isHideSignupOption" label={f('hideSignup')} />
      </fieldset>
    </SiteSettingsFrame>
  );
}
