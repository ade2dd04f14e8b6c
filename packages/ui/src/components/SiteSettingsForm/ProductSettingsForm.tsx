import type { BookingMenuItemOption } from '@wl/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { Button } from '../../primitives/Button/Button.tsx';
import { SERVICE_KEYS } from '../AgencySettings/AgencySettings.tsx';
import * as styles from './SiteSettingsForm.css.ts';
import { type SiteSettingsActorRef, SiteSettingsFrame } from './SiteSettingsFrame.tsx';
import { FieldProblem, SettingsSwitch, useDraftField, useLocked } from './settingsFields.tsx';

const PATH = 'agency.bookingMenuItemOptions';

export interface ProductSettingsFormProps {
  /** `siteSettingsMachine` of the 'product' section, its calls provided. */
  actor: SiteSettingsActorRef;
  history?: ReactNode;
}

/**
 * /settings/product for the agency's owner and admins: which booking types are active and their
 * order in the menus and the home page's tabs. At least one stays active (core's config rule,
 * checked before sending).
 */
export function ProductSettingsForm({ actor, history }: ProductSettingsFormProps) {
  const { t } = useTranslation(['areas', 'common']);
  const field = useDraftField(actor, PATH);
  const locked = useLocked(actor);
  const errorId = useId();
  const leadId = useId();
  const options = (Array.isArray(field.value) ? field.value : []) as BookingMenuItemOption[];
  const set = (next: BookingMenuItemOption[]) => field.set(next);
  const move = (from: number, to: number) => {
    const next = [...options];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    set(next);
  };
  return (
    <SiteSettingsFrame
      actor={actor}
      title={t('areas:product.title')}
      lead={t('areas:siteSettings.lead')}
      after={history}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('areas:siteSettings.product.legend')}</legend>
        <p id={leadId} className={styles.muted}>
          {t('areas:product.lead')}
        </p>
        <ol
          className={styles.orderList}
          tabIndex={-1}
          aria-labelledby={leadId}
          aria-describedby={field.error ? errorId : undefined}
          aria-invalid={field.error ? true : undefined}
          data-testid="booking-types"
        >
          {options.map((option, index) => {
            const name = t(`common:${SERVICE_KEYS[option.title]}`);
            return (
              <li key={option.title} className={styles.orderItem} data-active={option.active}>
                <SettingsSwitch
                  label={name}
                  isSelected={option.active}
                  isDisabled={locked}
                  onChange={(active) =>
                    set(options.map((o, i) => (i === index ? { ...o, active } : o)))
                  }
                />
                <span className={styles.moves}>
                  <Button
                    tone="ghost"
                    size="sm"
                    aria-label={t('areas:siteSettings.product.moveUp', { name })}
                    isDisabled={locked || index === 0}
                    onPress={() => move(index, index - 1)}
                  >
                    <LuArrowUp aria-hidden />
                  </Button>
                  <Button
                    tone="ghost"
                    size="sm"
                    aria-label={t('areas:siteSettings.product.moveDown', { name })}
                    isDisabled={locked || index === options.length - 1}
                    onPress={() => move(index, index + 1)}
                  >
                    <LuArrowDown aria-hidden />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
        <FieldProblem id={errorId} error={field.error} />
      </fieldset>
    </SiteSettingsFrame>
  );
}
