import { type CalendarDate, parseDate } from '@internationalized/date';
import { type DateProblem, type DateRule, dateRangeProblem, type IsoDay } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
  useLocale,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuCalendarDays, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import * as styles from './SearchFields.css.ts';

/** A range of calendar days, `YYYY-MM-DD` each (core IsoDay). */
export interface DayRange {
  start: IsoDay;
  end: IsoDay;
}

const dayOf = (day: IsoDay | undefined): CalendarDate | null => {
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

/** The message of a core DateProblem, in the page language. */
function useProblemText() {
  const { t } = useTranslation('search');
  const language = useLanguage();
  return (problem: DateProblem, rule: DateRule) => {
    switch (problem) {
      case 'beforeFirstDay':
        return t('dates.problem.beforeFirstDay', { date: formatDay(rule.firstDay, language) });
      case 'tooLong':
        return t('dates.problem.tooLong', { days: rule.maxSpanDays });
      default:
        return t(`dates.problem.${problem}`);
    }
  };
}

/** Month heading with previous/next (react-aria labels them); arrows point the reading way. */
function CalendarHeader() {
  const { direction } = useLocale();
  const [Previous, Next] =
    direction === 'rtl' ? [LuChevronRight, LuChevronLeft] : [LuChevronLeft, LuChevronRight];
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" className={styles.iconButton}>
        <Previous aria-hidden />
      </Button>
      <Heading className={styles.calendarHeading} />
      <Button slot="next" className={styles.iconButton}>
        <Next aria-hidden />
      </Button>
    </header>
  );
}

export interface DateRangeFieldProps {
  label: string;
  /** Core `dateRuleFor(agency, vertical, today)`: first bookable day and the 60-day window. */
  rule: DateRule;
  value: DayRange | null;
  onChange: (range: DayRange | null) => void;
  /** Start/end names for a form post without JavaScript. */
  startName?: string;
  endName?: string;
}

/**
 * Two dates of a search (a stay, a rental, a sailing window) with a range calendar (react-aria
 * DateRangePicker). Days before the rule's first day cannot be picked (spec §9 same-day rules);
 * a range the rule refuses (longer than the 60-day window, shorter than a night) is marked
 * invalid with the reason, decided by core `dateRangeProblem`.
 */
export function DateRangeField({
  label,
  rule,
  value,
  onChange,
  startName,
  endName,
}: DateRangeFieldProps) {
  const { t } = useTranslation('search');
  const overlay = useOverlayTheme();
  const problemText = useProblemText();
  const start = dayOf(value?.start);
  const end = dayOf(value?.end);
  const problem = value ? dateRangeProblem(rule, value.start, value.end) : null;
  return (
    <DateRangePicker
      className={styles.field}
      // Two digits a day and a month: each segment is then wide enough to press (styles.dateSegment).
      shouldForceLeadingZeros
      value={start && end ? { start, end } : null}
      minValue={parseDate(rule.firstDay)}
      onChange={(range) =>
        onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)
      }
      isInvalid={problem !== null}
      validationBehavior="aria"
      startName={startName}
      endName={endName}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.rangeControl}>
        <DateInput slot="start" className={styles.dateSegments}>
          {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
        </DateInput>
        <span aria-hidden className={styles.rangeDash}>
          –
        </span>
        <DateInput slot="end" className={styles.dateSegments}>
          {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
        </DateInput>
        <Button className={styles.rangeCalendarButton} aria-label={t('dates.openCalendar')}>
          <LuCalendarDays aria-hidden />
        </Button>
      </Group>
      <FieldError className={styles.error}>
        {problem ? problemText(problem, rule) : null}
      </FieldError>
      <Popover {...overlay} className={styles.popover} placement="bottom start">
        <Dialog className={styles.calendar}>
          <RangeCalendar>
            <CalendarHeader />
            <CalendarGrid className={styles.calendarGrid}>
              {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}

export interface DateFieldProps {
  label: string;
  rule: DateRule;
  value: IsoDay | null;
  onChange: (day: IsoDay | null) => void;
  name?: string;
}

/** One date of a search (a one-way flight's departure) with a calendar, same rules as the range. */
export function DateField({ label, rule, value, onChange, name }: DateFieldProps) {
  const { t } = useTranslation('search');
  const overlay = useOverlayTheme();
  const problemText = useProblemText();
  const day = dayOf(value ?? undefined);
  const problem = value ? dateRangeProblem(rule, value, undefined, { endOptional: true }) : null;
  return (
    <DatePicker
      className={styles.field}
      shouldForceLeadingZeros
      value={day}
      minValue={parseDate(rule.firstDay)}
      onChange={(next) => onChange(next ? next.toString() : null)}
      isInvalid={problem !== null}
      validationBehavior="aria"
      name={name}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <DateInput className={`${styles.dateSegments} ${styles.input}`}>
          {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
        </DateInput>
        <Button className={styles.iconButton} aria-label={t('dates.openCalendar')}>
          <LuCalendarDays aria-hidden />
        </Button>
      </Group>
      <FieldError className={styles.error}>
        {problem ? problemText(problem, rule) : null}
      </FieldError>
      <Popover {...overlay} className={styles.popover} placement="bottom start">
        <Dialog className={styles.calendar}>
          <Calendar>
            <CalendarHeader />
            <CalendarGrid className={styles.calendarGrid}>
              {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
