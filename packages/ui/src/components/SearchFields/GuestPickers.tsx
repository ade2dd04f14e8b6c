import {
  type GuestBand,
  type GuestGroups,
  guestBounds,
  HOTEL_LIMITS,
  type HotelOccupancy,
  hotelOccupancyBounds,
  resizeChildAges,
} from '@wl/core';
import { type ReactNode, useId } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Group,
  Input,
  Label,
  NumberField,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuMinus, LuPlus, LuUsers } from 'react-icons/lu';
import { useFormatList } from '../../hooks/useLanguage.ts';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import * as styles from './SearchFields.css.ts';

interface CounterProps {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** One labelled stepper (react-aria NumberField: its − and + are labelled and localised). */
function Counter({ label, hint, value, min, max, onChange }: CounterProps) {
  return (
    <NumberField
      className={styles.counterRow}
      value={value}
      minValue={min}
      maxValue={max}
      step={1}
      onChange={(next) => {
        if (Number.isFinite(next)) onChange(Math.min(max, Math.max(min, Math.round(next))));
      }}
    >
      <span className={styles.counterText}>
        <Label>{label}</Label>
        {hint ? (
          <Text slot="description" className={styles.hint}>
            {hint}
          </Text>
        ) : null}
      </span>
      <Group className={styles.stepper}>
        <Button slot="decrement" className={styles.stepperButton}>
          <LuMinus aria-hidden />
        </Button>
        <Input className={styles.stepperInput} />
        <Button slot="increment" className={styles.stepperButton}>
          <LuPlus aria-hidden />
        </Button>
      </Group>
    </NumberField>
  );
}

/** A summary button that opens the counters in a popover dialog. */
function GuestPopover({
  label,
  summary,
  children,
  defaultOpen,
}: {
  label: string;
  summary: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('search');
  const overlay = useOverlayTheme();
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DialogTrigger defaultOpen={defaultOpen}>
        <Button className={styles.controlButton} aria-labelledby={`${labelId} ${labelId}-value`}>
          <LuUsers aria-hidden className={styles.icon} />
          <span id={`${labelId}-value`}>{summary}</span>
        </Button>
        <Popover {...overlay} className={styles.popover} placement="bottom start">
          <Dialog className={styles.dialog} aria-labelledby={labelId}>
            {({ close }) => (
              <>
                {children}
                <Button className={styles.controlButton} onPress={close}>
                  {t('guests.done')}
                </Button>
              </>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

const BANDS: readonly GuestBand[] = ['adult', 'children', 'infant'];

export interface GuestGroupsPickerProps {
  /** Spec §3 guest groups; start from core GUEST_DEFAULTS.flights or .cruise. */
  value: GuestGroups;
  onChange: (value: GuestGroups) => void;
  /** Opens the counters on mount (stories). @default false */
  defaultOpen?: boolean;
}

/**
 * Travellers of a flight or a cruise (spec §3): adults (12 and over), children (2 to 12),
 * infants (under 2). Bounds come from core `guestBounds` (one adult at least, 9 seats, an
 * infant per adult).
 */
export function GuestGroupsPicker({ value, onChange, defaultOpen }: GuestGroupsPickerProps) {
  const { t } = useTranslation('search');
  const bounds = guestBounds(value);
  const total = value.adult + value.children + value.infant;
  return (
    <GuestPopover
      label={t('guests.travellers')}
      summary={t('summary.travellers', { count: total })}
      defaultOpen={defaultOpen}
    >
      {BANDS.map((band) => (
        <Counter
          key={band}
          label={t(`band.${band}`)}
          hint={t(`band.${band}Hint`)}
          value={value[band]}
          min={bounds[band].min}
          max={bounds[band].max}
          onChange={(next) => onChange({ ...value, [band]: next })}
        />
      ))}
    </GuestPopover>
  );
}

export interface HotelOccupancyPickerProps {
  /** Start from core HOTEL_OCCUPANCY_DEFAULT (spec §9: 1 room, 2 adults, 0 children). */
  value: HotelOccupancy;
  onChange: (value: HotelOccupancy) => void;
  defaultOpen?: boolean;
}

/**
 * Rooms and guests of a hotel search (spec §7 occupancies): rooms, adults, children and one age
 * per child. Bounds from core `hotelOccupancyBounds`; ages 0 to 17 (core HOTEL_LIMITS).
 */
export function HotelOccupancyPicker({ value, onChange, defaultOpen }: HotelOccupancyPickerProps) {
  const { t } = useTranslation('search');
  const formatList = useFormatList();
  const bounds = hotelOccupancyBounds(value);
  const summary = formatList(
    [
      t('summary.rooms', { count: value.rooms }),
      t('summary.guests', { count: value.adults + value.children }),
    ],
    'parts',
  );
  return (
    <GuestPopover label={t('guests.guests')} summary={summary} defaultOpen={defaultOpen}>
      <Counter
        label={t('band.rooms')}
        value={value.rooms}
        {...bounds.rooms}
        onChange={(rooms) => onChange({ ...value, rooms })}
      />
      <Counter
        label={t('band.adult')}
        value={value.adults}
        {...bounds.adults}
        onChange={(adults) => onChange({ ...value, adults })}
      />
      <Counter
        label={t('band.children')}
        hint={t('band.hotelChildrenHint')}
        value={value.children}
        {...bounds.children}
        onChange={(children) =>
          onChange({ ...value, children, childAges: resizeChildAges(value.childAges, children) })
        }
      />
      {value.children > 0 ? (
        <div className={styles.childAges}>
          {value.childAges.map((age, index) => (
            <Counter
              // Ages are positional: child 1 stays child 1 when another is added.
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the identity
              key={index}
              label={t('band.childAge', { number: index + 1 })}
              value={age}
              min={HOTEL_LIMITS.childAge.min}
              max={HOTEL_LIMITS.childAge.max}
              onChange={(next) =>
                onChange({
                  ...value,
                  childAges: value.childAges.map((current, at) => (at === index ? next : current)),
                })
              }
            />
          ))}
        </div>
      ) : null}
    </GuestPopover>
  );
}
