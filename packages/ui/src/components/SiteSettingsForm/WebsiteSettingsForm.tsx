import { AA_TEXT, agencyPalette, cssColor } from '@wl/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/Button.tsx';
import { useOptionalAgencyConfig } from '../../providers/AgencyContext.tsx';
import { assetUrl, servedImage } from '../../providers/assetUrl.ts';
import { DraftRichText, loadRichTextEditor } from './DraftRichText.tsx';
import * as styles from './SiteSettingsForm.css.ts';
import {
  type SiteSettingsActorRef,
  SiteSettingsFrame,
  useFormState,
} from './SiteSettingsFrame.tsx';
import {
  DraftSwitch,
  DraftText,
  FieldProblem,
  useDraftField,
  useLocked,
} from './settingsFields.tsx';
import {
  AnalyticsFields,
  CurrenciesField,
  FaqQuestionsField,
  LanguagesField,
} from './websiteListFields.tsx';

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

type ImagePath = 'agency.logo' | 'agency.logoMobile' | 'agency.favicon' | 'about.image';

/** Each image field's texts: its label, its button and what the site shows without it. */
const IMAGE_TEXTS = {
  'agency.logo': {
    label: 'siteSettings.field.logo',
    upload: 'siteSettings.logo.upload',
    none: 'siteSettings.logo.none',
    testId: 'logo-upload',
  },
  'agency.logoMobile': {
    label: 'siteSettings.field.logoMobile',
    upload: 'siteSettings.image.uploadLogoMobile',
    none: 'siteSettings.image.noLogoMobile',
    testId: 'logo-mobile-upload',
  },
  'agency.favicon': {
    label: 'siteSettings.field.favicon',
    upload: 'siteSettings.image.uploadFavicon',
    none: 'siteSettings.image.noFavicon',
    testId: 'favicon-upload',
  },
  'about.image': {
    label: 'siteSettings.field.aboutImage',
    upload: 'siteSettings.image.uploadAboutImage',
    none: 'siteSettings.image.noAboutImage',
    testId: 'about-image-upload',
  },
} as const satisfies Record<ImagePath, Record<'label' | 'upload' | 'none' | 'testId', string>>;

/**
 * An image of the config (logo, mobile logo, favicon, About image): uploaded through the API by
 * the machine's `upload` (core's image checks there), its ref then in the draft at `path`.
 */
function ImageField({ actor, path }: { actor: SiteSettingsActorRef; path: ImagePath }) {
  const { t } = useTranslation('areas');
  const texts = IMAGE_TEXTS[path];
  const field = useDraftField(actor, path);
  const preview = useSelector(actor, (state) => state.context.previews[path]);
  const uploadingPath = useSelector(actor, (state) => state.context.uploadingPath);
  const uploading = useFormState(actor) === 'uploading' && uploadingPath === path;
  const locked = useLocked(actor);
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const ref = typeof field.value === 'string' ? field.value : null;
  const apiBaseUrl = useOptionalAgencyConfig()?.apiBaseUrl ?? '';
  // The image as the site will show it: a fresh upload from its preview address, else the
  // stored one (an upload from the API until a build has copied it).
  const shown = preview ?? (ref ? assetUrl(servedImage(ref, apiBaseUrl)) : undefined);
  const label = t(texts.label);
  return (
    <div className={styles.stack}>
      <span id={labelId} className={styles.fieldLabel}>
        {label}
      </span>
      <div className={styles.logoRow}>
        {shown ? (
          <img
            src={shown}
            // The help under it names the file: the picture adds nothing for a screen reader.
            alt=""
            className={styles.logoPreview}
            data-testid={`${texts.testId}-current`}
          />
        ) : null}
        <FileTrigger
          acceptedFileTypes={IMAGE_TYPES}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) actor.send({ type: 'UPLOAD', path, file });
          }}
        >
          <Button
            tone="secondary"
            size="sm"
            isPending={uploading}
            isDisabled={locked && !uploading}
            aria-describedby={[helpId, field.error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={field.error ? true : undefined}
            data-testid={texts.testId}
          >
            {t(texts.upload)}
          </Button>
        </FileTrigger>
        {ref && path !== 'agency.logo' ? (
          <Button
            tone="ghost"
            size="sm"
            isDisabled={locked}
            onPress={() => field.set(null)}
            aria-label={t('siteSettings.image.remove', { name: label })}
          >
            {t('siteSettings.image.removeShort')}
          </Button>
        ) : null}
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
          t(texts.none)
        )}{' '}
        {path === 'agency.favicon' ? t('siteSettings.image.faviconHelp') : null}{' '}
        {t('siteSettings.logo.help')}
      </p>
      <FieldProblem id={errorId} error={field.error} />
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
  | 'faqHeader'
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
 * Content, FAQ answers and policies are written in a rich-text editor (fetched with this page
 * only) whose HTML is sanitised before it goes in the draft; the build sanitises it again as it
 * does the config file's. Languages and currencies offered, analytics ids.
 */
export function WebsiteSettingsForm({ actor, preview, history }: WebsiteSettingsFormProps) {
  const { t } = useTranslation('areas');
  const f = (key: FieldKey) => t(`siteSettings.field.${key}`);
  // The editor's code is fetched as the page opens, while its settings load.
  useEffect(() => {
    loadRichTextEditor().catch(() => {
      // DraftRichText shows the HTML textarea when the code cannot be had.
    });
  }, []);
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
        <ImageField actor={actor} path="agency.logo" />
        <ImageField actor={actor} path="agency.logoMobile" />
        <ImageField actor={actor} path="agency.favicon" />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.about')}</legend>
        <DraftSwitch actor={actor} path="agency.isAbousUsEnable" label={f('aboutEnabled')} />
        <DraftText actor={actor} path="agency.aboutUsEnableTitle" label={f('aboutTitle')} />
        <DraftText actor={actor} path="about.title" label={f('aboutHeading')} />
        <ImageField actor={actor} path="about.image" />
        <DraftRichText
          actor={actor}
          path="about.content"
          label={t('siteSettings.editor.aboutContent')}
          htmlLabel={f('aboutContent')}
        />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.faq')}</legend>
        <DraftSwitch actor={actor} path="agency.isFaqEnable" label={f('faqEnabled')} />
        <DraftText actor={actor} path="agency.faqEnableTitle" label={f('faqTitle')} />
        <DraftText actor={actor} path="faq.headerMessage" label={f('faqHeader')} />
        <FaqQuestionsField actor={actor} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.policies')}</legend>
        {(['privacyPolicy', 'cookiesPolicy', 'disclaimer'] as const).map((key) => (
          <DraftRichText
            key={key}
            actor={actor}
            path={`agency.${key}`}
            label={t(`siteSettings.editor.${key}`)}
            htmlLabel={f(key)}
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
        <legend className={styles.legend}>{t('siteSettings.section.markets')}</legend>
        <LanguagesField actor={actor} />
        <CurrenciesField actor={actor} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.analytics')}</legend>
        <AnalyticsFields actor={actor} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('siteSettings.section.access')}</legend>
        <DraftSwitch actor={actor} path="agency.isHideLoginOption" label={f('hideLogin')} />
        <DraftSwitch actor={actor} path="agency.isHideSignupOption" label={f('hideSignup')} />
      </fieldset>
    </SiteSettingsFrame>
  );
}
