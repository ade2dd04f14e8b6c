import { type LanguageCode, SUPPORTED_LANGUAGES } from '@wl/core';
import { isLanguageCode } from '@wl/i18n/runtime';
import type { languageMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuGlobe } from 'react-icons/lu';
import type { ActorRefFrom } from 'xstate';
import {
  barTrigger,
  optionRow,
  popoverSurface,
  triggerIcon,
  triggerValue,
} from '../../primitives/Overlay/overlay.css.ts';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { list } from './LanguagePicker.css.ts';

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

/**
 * Spec §2.6 language dropdown: the agency's languages (config `languages`), each named in its own
 * language (core SUPPORTED_LANGUAGES).
 */
export function LanguagePicker({ actor, onChange, ...props }: LanguagePickerProps) {
  // One tree with or without the actor: an island gets it once hydrated, and a remount then
  // would drop the open list of a press made while the page loaded.
  const language = useSelector(actor, (snapshot) => snapshot?.context.language);
  return (
    <LanguageSelect
      {...props}
      value={language ?? props.value}
      onChange={(chosen) => {
        actor?.send({ type: 'CHANGE', language: chosen });
        onChange?.(chosen);
      }}
    />
  );
}

function LanguageSelect({
  value,
  onChange,
  defaultOpen,
  fullWidth,
}: Omit<LanguagePickerProps, 'actor'>) {
  const { t, i18n } = useTranslation(['header', 'common']);
  const { languages } = useAgencyConfig();
  const overlay = useOverlayTheme();
  const current = value ?? (isLanguageCode(i18n.language) ? i18n.language : undefined);
  const offered = SUPPORTED_LANGUAGES.filter((language) => languages.includes(language.code));
  return (
    <Select
      aria-label={t('header:language.label')}
      value={current ?? null}
      onChange={(key) => {
        if (isLanguageCode(key) && key !== current) onChange?.(key);
      }}
      defaultOpen={defaultOpen}
    >
      <Button className={barTrigger({ fullWidth })}>
        <LuGlobe aria-hidden className={triggerIcon} />
        <SelectValue className={triggerValue} />
        <LuChevronDown aria-hidden className={triggerIcon} />
      </Button>
      <Popover {...overlay} className={popoverSurface} placement="bottom end">
        <ListBox className={list} items={offered}>
          {(language) => (
            <ListBoxItem
              id={language.code}
              textValue={language.name}
              lang={language.value}
              className={optionRow}
            >
              {language.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
