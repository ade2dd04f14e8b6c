import { isLanguageCode } from '@wl/i18n/runtime';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuGlobe } from 'react-icons/lu';
import { useOpenOnArrival } from '../../primitives/Overlay/deferredOverlay.tsx';
import {
  barTrigger,
  optionRow,
  popoverSurface,
  triggerIcon,
  triggerValue,
} from '../../primitives/Overlay/overlay.css.ts';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { list } from './LanguagePicker.css.ts';
import type { LanguageSelectProps } from './LanguagePicker.tsx';
import { useOfferedLanguages } from './offeredLanguages.ts';

/**
 * The picker's list (react-aria Select), fetched on the picker's first opening (LanguagePicker).
 * Its closed trigger is drawn as LanguagePicker's stand-in is.
 */
export function LanguageSelect({
  value,
  onChange,
  defaultOpen,
  fullWidth,
  openOnArrival,
}: LanguageSelectProps & { openOnArrival: boolean }) {
  const { t } = useTranslation(['header', 'common']);
  const { offered, current } = useOfferedLanguages(value);
  const overlay = useOverlayTheme();
  const open = useOpenOnArrival<HTMLButtonElement>(openOnArrival, defaultOpen);
  return (
    <Select
      aria-label={t('header:language.label')}
      value={current ?? null}
      onChange={(key) => {
        if (isLanguageCode(key) && key !== current) onChange?.(key);
      }}
      isOpen={open.isOpen}
      onOpenChange={open.onOpenChange}
    >
      <Button ref={open.triggerRef} className={barTrigger({ fullWidth })}>
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
