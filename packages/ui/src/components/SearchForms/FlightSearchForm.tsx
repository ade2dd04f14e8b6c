import {
  dateRangeProblem,
  dateRuleFor,
  defaultDates,
  type FlightSearchPlace,
  type FlightSearchQuery,
  GUEST_DEFAULTS,
  type GuestGroups,
} from '@wl/core';
import type { suggestionsMachine } from '@wl/machines';
import { type FormEvent, useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { DateField, DateRangeField, type DayRange } from '../SearchFields/DateFields.tsx';
import { GuestGroupsPicker } from '../SearchFields/GuestPickers.tsx';
import * as fieldStyles from '../SearchFields/SearchFields.css.ts';
import { SuggestionField, type SuggestionOption } from '../SearchFields/SuggestionField.tsx';
import { airportOption, describeAirport } from './places.ts';
import * as styles from './SearchForm.css.ts';

type SuggestionsActor = ActorRefFrom<typeof suggestionsMachine>;

export interface FlightSearchFormProps {
  /** The search to start from (a reloaded or changed search); absent: the defaults. */
  initial?: FlightSearchQuery | null;
  /**
   * Airports to start from when there is no `initial` search (core `searchPlaceOf`: a link that
   * names an arrival, perhaps a departure, but no dates); the rest keeps its defaults. `initial`
   * wins.
   */
  initialPlace?: FlightSearchPlace | null;
  /** Two airport suggestion actors (spec §7 GET /api/flight/airports), one per field. */
  fromActor: SuggestionsActor;
  toActor: SuggestionsActor;
  onSubmit: (query: FlightSearchQuery) => void;
  /** @default now (stories pass a fixed day) */
  today?: Date;
}

/** The flight search (issue 15): airports with suggestions, dates, travellers (spec §3). */
export function FlightSearchForm({
  initial,
  initialPlace,
  fromActor,
  toActor,
  onSubmit,
  today = new Date(),
}: FlightSearchFormProps) {
  const { t } = useTranslation('search');
  const { agency } = useAgencyConfig();
  const rule = dateRuleFor(agency, 'flights', today);
  const defaults = defaultDates(agency, 'flights', today);
  const airports = initial ?? initialPlace;
  const [from, setFrom] = useState<SuggestionOption | null>(
    airportOption(airports?.from, airports?.fromName),
  );
  const [to, setTo] = useState<SuggestionOption | null>(
    airportOption(airports?.to, airports?.toName),
  );
  const [roundTrip, setRoundTrip] = useState(initial ? initial.return !== undefined : true);
  const [range, setRange] = useState<DayRange | null>(
    initial
      ? { start: initial.depart, end: initial.return ?? initial.depart }
      : { start: defaults.start, end: defaults.end },
  );
  const [guests, setGuests] = useState<GuestGroups>(
    initial
      ? { adult: initial.adult, children: initial.children, infant: initial.infant }
      : GUEST_DEFAULTS.flights,
  );
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!from || !to || !range) return;
    const problem = dateRangeProblem(rule, range.start, roundTrip ? range.end : undefined, {
      endOptional: !roundTrip,
    });
    if (problem || from.id === to.id) return;
    onSubmit({
      from: from.id,
      fromName: from.label,
      to: to.id,
      toName: to.label,
      depart: range.start,
      ...(roundTrip ? { return: range.end } : {}),
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
      <RadioGroup
        className={`${fieldStyles.field} ${styles.wide}`}
        value={roundTrip ? 'round' : 'oneWay'}
        onChange={(value) => setRoundTrip(value === 'round')}
        orientation="horizontal"
      >
        <Label className={fieldStyles.label}>{t('field.trip')}</Label>
        <div className={styles.radioGroup}>
          <Radio value="round" className={styles.radio}>
            {t('trip.roundTrip')}
          </Radio>
          <Radio value="oneWay" className={styles.radio}>
            {t('trip.oneWay')}
          </Radio>
        </div>
      </RadioGroup>
      <SuggestionField
        label={t('field.from')}
        actor={fromActor}
        describe={describeAirport}
        value={from}
        onChange={setFrom}
        isRequired
        errorMessage={tried && !from ? t('suggestions.required') : undefined}
      />
      <SuggestionField
        label={t('field.to')}
        actor={toActor}
        describe={describeAirport}
        value={to}
        onChange={setTo}
        isRequired
        errorMessage={tried && !to ? t('suggestions.required') : undefined}
      />
      {roundTrip ? (
        <DateRangeField
          label={t('field.travelDates')}
          rule={rule}
          value={range}
          onChange={setRange}
        />
      ) : (
        <DateField
          label={t('field.depart')}
          rule={rule}
          value={range?.start ?? null}
          onChange={(day) => setRange(day ? { start: day, end: range?.end ?? day } : null)}
        />
      )}
      <GuestGroupsPicker value={guests} onChange={setGuests} />
      <div className={styles.submitCell}>
        <Button type="submit" fullWidth>
          {t('submit')}
        </Button>
      </div>
    </Form>
  );
}
