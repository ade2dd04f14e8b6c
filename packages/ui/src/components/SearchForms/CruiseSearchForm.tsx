import {
  type CruiseSearchQuery,
  dateRangeProblem,
  dateRuleFor,
  defaultDates,
  GUEST_DEFAULTS,
  type GuestGroups,
} from '@wl/core';
import { type FormEvent, useState } from 'react';
import {
  Button as AriaButton,
  Form,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { Button } from '../../primitives/Button/Button.tsx';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { DateRangeField, type DayRange } from '../SearchFields/DateFields.tsx';
import { GuestGroupsPicker } from '../SearchFields/GuestPickers.tsx';
import * as fieldStyles from '../SearchFields/SearchFields.css.ts';
import * as styles from './SearchForm.css.ts';

/** A line of spec §7 GET /api/cruise/ship-lines. */
export interface ShipLineOption {
  id: number;
  name: string;
}

const ANY = 'any';

export interface CruiseSearchFormProps {
  initial?: CruiseSearchQuery | null;
  /** The ship lines (spec §3, §7); empty while loading or when the call failed. */
  shipLines: readonly ShipLineOption[];
  onSubmit: (query: CruiseSearchQuery) => void;
  today?: Date;
}

/** The cruise search (issue 15): a ship line or any, a sailing window, guests (spec §3: adult 2). */
export function CruiseSearchForm({
  initial,
  shipLines,
  onSubmit,
  today = new Date(),
}: CruiseSearchFormProps) {
  const { t } = useTranslation('search');
  const { agency } = useAgencyConfig();
  const overlay = useOverlayTheme();
  const rule = dateRuleFor(agency, 'cruise', today);
  const [line, setLine] = useState<string>(initial?.shipLine ? String(initial.shipLine) : ANY);
  const [range, setRange] = useState<DayRange | null>(
    initial ? { start: initial.from, end: initial.to } : defaultDates(agency, 'cruise', today),
  );
  const [guests, setGuests] = useState<GuestGroups>(
    initial
      ? { adult: initial.adult, children: initial.children, infant: initial.infant }
      : GUEST_DEFAULTS.cruise,
  );
  const items = [
    { id: ANY, name: t('field.anyShipLine') },
    ...shipLines.map((shipLine) => ({ id: String(shipLine.id), name: shipLine.name })),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!range || dateRangeProblem(rule, range.start, range.end)) return;
    onSubmit({
      ...(line === ANY ? {} : { shipLine: Number(line) }),
      from: range.start,
      to: range.end,
      ...guests,
    });
  };

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      aria-label={t('submit')}
      validationBehavior="aria"
    >
      <Select
        className={fieldStyles.field}
        value={items.some((item) => item.id === line) ? line : ANY}
        onChange={(key) => setLine(String(key))}
      >
        <Label className={fieldStyles.label}>{t('field.shipLine')}</Label>
        <AriaButton className={fieldStyles.controlButton}>
          <SelectValue className={styles.selectValue} />
          <LuChevronDown aria-hidden className={fieldStyles.icon} />
        </AriaButton>
        <Popover {...overlay} className={fieldStyles.popover}>
          <ListBox className={fieldStyles.listBox} items={items}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.name} className={fieldStyles.option}>
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <DateRangeField label={t('field.sailing')} rule={rule} value={range} onChange={setRange} />
      <GuestGroupsPicker value={guests} onChange={setGuests} />
      <div className={styles.submitCell}>
        <Button type="submit" fullWidth>
          {t('submit')}
        </Button>
      </div>
    </Form>
  );
}
