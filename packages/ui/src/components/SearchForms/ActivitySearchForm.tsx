import { type ActivitySearchQuery, dateRangeProblem, dateRuleFor, defaultDates } from '@wl/core';
import type { suggestionsMachine } from '@wl/machines';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../primitives/Button/Button.tsx';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { DateRangeField, type DayRange } from '../SearchFields/DateFields.tsx';
import { SuggestionField, type SuggestionOption } from '../SearchFields/SuggestionField.tsx';
import { coordinatesOf, describePlace, placeOption } from './places.ts';
import * as styles from './SearchForm.css.ts';

export interface ActivitySearchFormProps {
  initial?: ActivitySearchQuery | null;
  /** Destination suggestions (spec §7 POST /api/activities/destinations). */
  destinationActor: ActorRefFrom<typeof suggestionsMachine>;
  onSubmit: (query: ActivitySearchQuery) => void;
  today?: Date;
}

/** The activity search (issue 15): a destination with suggestions and the days of the visit. */
export function ActivitySearchForm({
  initial,
  destinationActor,
  onSubmit,
  today = new Date(),
}: ActivitySearchFormProps) {
  const { t } = useTranslation('search');
  const { agency } = useAgencyConfig();
  const rule = dateRuleFor(agency, 'activities', today);
  const [place, setPlace] = useState<SuggestionOption | null>(
    placeOption(initial?.destination, initial?.lat, initial?.long),
  );
  const [range, setRange] = useState<DayRange | null>(
    initial ? { start: initial.from, end: initial.to } : defaultDates(agency, 'activities', today),
  );
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!place || !range || dateRangeProblem(rule, range.start, range.end)) return;
    onSubmit({
      destination: place.label,
      ...coordinatesOf(place),
      from: range.start,
      to: range.end,
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
        label={t('field.destination')}
        actor={destinationActor}
        describe={describePlace}
        value={place}
        onChange={setPlace}
        isRequired
        errorMessage={tried && !place ? t('suggestions.required') : undefined}
      />
      <DateRangeField
        label={t('field.activityDates')}
        rule={rule}
        value={range}
        onChange={setRange}
      />
      <div className={styles.submitCell}>
        <Button type="submit" fullWidth>
          {t('submit')}
        </Button>
      </div>
    </Form>
  );
}
