import {
  type CarSearchQuery,
  DEAL_SEARCH_DEFAULTS,
  DRIVER_AGE,
  dateRangeProblem,
  dateRuleFor,
  defaultDates,
} from '@wl/core';
import type { suggestionsMachine } from '@wl/machines';
import { type FormEvent, useState } from 'react';
import {
  Button as AriaButton,
  Form,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { DateRangeField, type DayRange } from '../SearchFields/DateFields.tsx';
import * as fieldStyles from '../SearchFields/SearchFields.css.ts';
import { SuggestionField, type SuggestionOption } from '../SearchFields/SuggestionField.tsx';
import { coordinatesOf, describePlace, placeOption } from './places.ts';
import * as styles from './SearchForm.css.ts';

/** An entry of spec §7 GET /api/car-rental/findCountries/EN. */
export interface CarCountry {
  code: string;
  name: string;
}

export interface CarSearchFormProps {
  initial?: CarSearchQuery | null;
  /** Pick-up suggestions (spec §7 POST /api/car-rental/auto-suggest). */
  pickupActor: ActorRefFrom<typeof suggestionsMachine>;
  /** The car country list (spec §3, §7); empty while loading or when it failed. */
  countries: readonly CarCountry[];
  onSubmit: (query: CarSearchQuery) => void;
  today?: Date;
}

/**
 * The car rental search (issue 15): pick-up place with suggestions, pick-up and return days
 * (11:00, spec §9), driver age (default 25) and country of residence (default US).
 */
export function CarSearchForm({
  initial,
  pickupActor,
  countries,
  onSubmit,
  today = new Date(),
}: CarSearchFormProps) {
  const { t } = useTranslation('search');
  const { agency } = useAgencyConfig();
  const overlay = useOverlayTheme();
  const rule = dateRuleFor(agency, 'cars', today);
  const [place, setPlace] = useState<SuggestionOption | null>(
    placeOption(initial?.pickup, initial?.lat, initial?.long),
  );
  const [range, setRange] = useState<DayRange | null>(
    initial
      ? { start: initial.pickUpDate, end: initial.returnDate }
      : defaultDates(agency, 'cars', today),
  );
  const [age, setAge] = useState<number>(initial?.age ?? DRIVER_AGE.default);
  const [residence, setResidence] = useState<string>(
    initial?.residence ?? DEAL_SEARCH_DEFAULTS.countryOfResidence,
  );
  const [tried, setTried] = useState(false);
  // The chosen country stays listed while the list loads, so the field never shows a bare code.
  const options = countries.some((country) => country.code === residence)
    ? countries
    : [{ code: residence, name: residence }, ...countries];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!place || !range || dateRangeProblem(rule, range.start, range.end)) return;
    onSubmit({
      pickup: place.label,
      ...coordinatesOf(place),
      pickUpDate: range.start,
      returnDate: range.end,
      age,
      residence,
    });
  };

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      aria-label={t('submit')}
      validationBehavior="aria"
    >
      <SuggestionField
        label={t('field.pickup')}
        actor={pickupActor}
        describe={describePlace}
        value={place}
        onChange={setPlace}
        isRequired
        errorMessage={tried && !place ? t('suggestions.required') : undefined}
      />
      <DateRangeField label={t('field.rental')} rule={rule} value={range} onChange={setRange} />
      <NumberField
        className={fieldStyles.field}
        value={age}
        minValue={DRIVER_AGE.min}
        maxValue={DRIVER_AGE.max}
        onChange={(value) => {
          if (Number.isFinite(value)) setAge(value);
        }}
      >
        <Label className={fieldStyles.label}>{t('field.driverAge')}</Label>
        <Group className={fieldStyles.control}>
          <Input className={fieldStyles.input} />
        </Group>
        <Text slot="description" className={fieldStyles.hint}>
          {t('field.driverAgeHint')}
        </Text>
      </NumberField>
      <Select
        className={fieldStyles.field}
        value={residence}
        onChange={(key) => {
          if (typeof key === 'string') setResidence(key);
        }}
      >
        <Label className={fieldStyles.label}>{t('field.residence')}</Label>
        <AriaButton className={fieldStyles.controlButton}>
          <SelectValue className={styles.selectValue} />
          <LuChevronDown aria-hidden className={fieldStyles.icon} />
        </AriaButton>
        <Popover {...overlay} className={fieldStyles.popover}>
          <ListBox className={fieldStyles.listBox} items={options}>
            {(country) => (
              <ListBoxItem
                id={country.code}
                textValue={country.name}
                className={fieldStyles.option}
              >
                {country.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <div className={styles.submitCell}>
        <Button type="submit" fullWidth>
          {t('submit')}
        </Button>
      </div>
    </Form>
  );
}
