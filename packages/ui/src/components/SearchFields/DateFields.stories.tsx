import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DateRule, dateRuleFor, defaultDates, type IsoDay } from '@wl/core';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { DateField, DateRangeField, type DayRange } from './DateFields.tsx';

/** Saturday 21 November 2026: stories are deterministic, not today's date. */
const TODAY = new Date(2026, 10, 21, 9, 30);
const ALLOW = { disallowSameDayBooking: { hotel: false, activities: false, car: false } };
const DISALLOW = { disallowSameDayBooking: { hotel: true, activities: true, car: true } };

interface HarnessProps {
  rule: DateRule;
  initial: DayRange | null;
  onChange: (range: DayRange | null) => void;
}

function RangeHarness({ rule, initial, onChange }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: '26rem', padding: '16px' }}>
      <DateRangeField
        label="Check-in and check-out"
        rule={rule}
        value={value}
        onChange={(range) => {
          setValue(range);
          onChange(range);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Search/DateRangeField',
  component: RangeHarness,
  args: {
    rule: dateRuleFor(ALLOW, 'hotels', TODAY),
    initial: defaultDates(ALLOW, 'hotels', TODAY),
    onChange: fn(),
  },
} satisfies Meta<typeof RangeHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: 'Check-in and check-out' });

/** Spec §9 hotel default: about 3 days ahead, one night; valid. */
export const HotelDefault: Story = {
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).queryByText(/.+/, { selector: '[slot="errorMessage"]' }),
    ).toBeNull();
  },
};

/** Spec §9: same-day booking disallowed for hotels adds 3 days; earlier days cannot be picked. */
export const SameDayDisallowed: Story = {
  args: {
    rule: dateRuleFor(DISALLOW, 'hotels', TODAY),
    initial: { start: '2026-11-22', end: '2026-11-23' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const message = await within(canvasElement).findByText(
      new RegExp(t('search:dates.problem.beforeFirstDay', { date: '.+' })),
    );
    await expect(message).toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(t('search:dates.openCalendar')),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    // The 23rd is before the first bookable day (the 24th): disabled in the calendar.
    const cells = within(dialog).getAllByRole('gridcell');
    const dayCell = (text: string, arabic: string) =>
      cells.find((cell) => cell.textContent === text || cell.textContent === arabic);
    await expect(dayCell('23', '٢٣')?.querySelector('[data-disabled]')).not.toBeNull();
    await expect(dayCell('24', '٢٤')?.querySelector('[data-disabled]')).toBeNull();
  },
};

/** Spec §9: more than the 60-day maximum booking window is refused with the reason. */
export const LongerThanWindow: Story = {
  args: { initial: { start: '2026-11-24', end: '2027-01-24' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      await within(canvasElement).findByText(t('search:dates.problem.tooLong', { days: 60 })),
    ).toBeVisible();
  },
};

/** A hotel stay needs at least one night. */
export const SameDayStay: Story = {
  args: { initial: { start: '2026-11-24', end: '2026-11-24' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      await within(canvasElement).findByText(t('search:dates.problem.tooShort')),
    ).toBeVisible();
  },
};

/** The calendar opens from its button and closes with Escape (keyboard only). */
export const CalendarOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(t('search:dates.openCalendar')),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('grid').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
  },
};

/** One date (a one-way flight's departure): the same rule, no end. */
function SingleHarness({ onChange }: { onChange: (day: IsoDay | null) => void }) {
  const [value, setValue] = useState<IsoDay | null>('2026-11-28');
  return (
    <div style={{ maxInlineSize: '20rem', padding: '16px' }}>
      <DateField
        label="Departure"
        rule={dateRuleFor(ALLOW, 'flights', TODAY)}
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
    </div>
  );
}

export const SingleDate: Story = {
  render: (args) => <SingleHarness onChange={args.onChange as (day: IsoDay | null) => void} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Departure' });
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};
