import type { LanguageCode } from '@wl/core';
import type { languageMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LuGlobe } from 'react-icons/lu';
import type { ActorRefFrom } from 'xstate';
import {
  DeferredOverlay,
  type DeferredTriggerProps,
  deferredModule,
} from '../../primitives/Overlay/deferredOverlay.tsx';
import { triggerIcon } from '../../primitives/Overlay/overlay.css.ts';
import { SelectTriggerStandIn } from '../../primitives/Overlay/SelectTriggerStandIn.tsx';
import { useOfferedLanguages } from './offeredLanguages.ts';

export interface LanguagePickerProps {
  /**
   * The languageMachine actor: the picker shows its language and sends `CHANGE` on a choice (the
   * machine stores the cookie, saves the profile and announces the page effect, spec §4).
   */
  actor?: ActorRefFrom<typeof languageMachine>;
  /** Shown language when no actor is given. @default the page language */
  value?: LanguageCode;
  /** Called with the chosen language (after the actor, when both are given). */
  onChange?: (language: LanguageCode) => void;
  /** Opens the list on mount (stories). @default false */
  defaultOpen?: boolean;
  /** Stretches the trigger to its container (mobile menu). @default false */
  fullWidth?: boolean;
}

export type LanguageSelectProps = Omit<LanguagePickerProps, 'actor'>;

const languageSelect = deferredModule(() => import('./LanguageSelect.tsx'));

/**
 * Spec §2.6 language dropdown: the agency's languages (config `languages`), each named in its own
 * language (core SUPPORTED_LANGUAGES). The list's code arrives on the first opening.
 */
export function LanguagePicker({ actor, onChange, ...props }: LanguagePickerProps) {
  // One tree with or without the actor: an island gets it once hydrated, and a remount then
  // would drop the open list of a press made while the page loaded.
  const language = useSelector(actor, (snapshot) => snapshot?.context.language);
  const value = language ?? props.value;
  return (
    <DeferredOverlay
      module={languageSelect}
      defaultOpen={props.defaultOpen}
      trigger={(press) => (
        <LanguageTrigger press={press} value={value} fullWidth={props.fullWidth} />
      )}
    >
      {({ LanguageSelect }, openOnArrival) => (
        <LanguageSelect
          {...props}
          value={value}
          onChange={(chosen) => {
            actor?.send({ type: 'CHANGE', language: chosen });
            onChange?.(chosen);
          }}
          openOnArrival={openOnArrival}
        />
      )}
    </DeferredOverlay>
  );
}

/** The closed list's trigger: the current language, named in its own language. */
function LanguageTrigger({
  value,
  fullWidth,
  press,
}: Pick<LanguagePickerProps, 'value' | 'fullWidth'> & { press: DeferredTriggerProps }) {
  const { t } = useTranslation(['header', 'common']);
  const { offered, current } = useOfferedLanguages(value);
  return (
    <SelectTriggerStandIn
      press={press}
      label={t('header:language.label')}
      icon={<LuGlobe aria-hidden className={triggerIcon} />}
      fullWidth={fullWidth}
    >
      {offered.find((language) => language.code === current)?.name}
    </SelectTriggerStandIn>
  );
}
