import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  GUEST_DEFAULTS,
  type GuestGroups,
  HOTEL_OCCUPANCY_DEFAULT,
  type HotelOccupancy,
} from '@wl/core';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { GuestGroupsPicker, HotelOccupancyPicker } from './GuestPickers.tsx';

function GroupsHarness({
  initial,
  onChange,
}: {
  initial: GuestGroups;
  onChange: (value: GuestGroups) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: '22rem', padding: '16px' }}>
      <GuestGroupsPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Search/GuestPickers',
  component: GroupsHarness,
  args: { initial: GUEST_DEFAULTS.flights, onChange: fn() },
} satisfies Meta<typeof GroupsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function openPicker(canvasElement: HTMLElement, label: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(label) }));
  return screen().findByRole('dialog');
}

const counter = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Spec §3 flight defaults: adult 1, children 0, infant 0, with the age bands. */
export const FlightDefaults: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const button = within(canvasElement).getByRole('button', {
      name: new RegExp(t('search:guests.travellers')),
    });
    await expect(button).toHaveTextContent(t('search:summary.travellers', { count: 1 }));
    const dialog = await openPicker(canvasElement, t('search:guests.travellers'));
    await expect(counter(dialog, t('search:band.adult'))).toHaveValue('1');
    await expect(counter(dialog, t('search:band.children'))).toHaveValue('0');
    await expect(counter(dialog, t('search:band.infant'))).toHaveValue('0');
    await expect(within(dialog).getByText(t('search:band.adultHint'))).toBeVisible();
    await expect(within(dialog).getByText(t('search:band.childrenHint'))).toBeVisible();
    await expect(within(dialog).getByText(t('search:band.infantHint'))).toBeVisible();
  },
};

/** Spec §3 cruise defaults: adult 2. */
export const CruiseDefaults: Story = {
  args: { initial: GUEST_DEFAULTS.cruise },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const dialog = await openPicker(canvasElement, t('search:guests.travellers'));
    await expect(counter(dialog, t('search:band.adult'))).toHaveValue('2');
  },
};

/** One adult at least, and no more infants than adults: the steppers stop there. */
export const Bounds: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const dialog = await openPicker(canvasElement, t('search:guests.travellers'));
    const decrease = within(dialog).getAllByRole('button', { name: /./ });
    // The adult's − is disabled at 1; the infant's + is disabled at one infant per adult.
    await expect(decrease[0]).toBeDisabled();
    await userEvent.click(decrease[5] as HTMLElement);
    await expect(counter(dialog, t('search:band.infant'))).toHaveValue('1');
    await expect(decrease[5]).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith({ adult: 1, children: 0, infant: 1 });
  },
};

function HotelHarness({ onChange }: { onChange: (value: HotelOccupancy) => void }) {
  const [value, setValue] = useState(HOTEL_OCCUPANCY_DEFAULT);
  return (
    <div style={{ maxInlineSize: '22rem', padding: '16px' }}>
      <HotelOccupancyPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

/** Spec §9: 1 room, 2 adults, 0 children; a child added asks for its age (0 to 17). */
export const HotelRoomsAndGuests: Story = {
  render: (args) => (
    <HotelHarness onChange={args.onChange as unknown as (value: HotelOccupancy) => void} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const button = within(canvasElement).getByRole('button', {
      name: new RegExp(t('search:guests.guests')),
    });
    await expect(button).toHaveTextContent(t('search:summary.rooms', { count: 1 }));
    await expect(button).toHaveTextContent(t('search:summary.guests', { count: 2 }));
    const dialog = await openPicker(canvasElement, t('search:guests.guests'));
    await expect(counter(dialog, t('search:band.rooms'))).toHaveValue('1');
    await expect(counter(dialog, t('search:band.adult'))).toHaveValue('2');
    const children = counter(dialog, t('search:band.children'));
    await userEvent.click(children);
    await userEvent.keyboard('{ArrowUp}');
    const age = await within(dialog).findByRole('textbox', {
      name: t('search:band.childAge', { number: 1 }),
    });
    await expect(age).toHaveValue('8');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      rooms: 1,
      adults: 2,
      children: 1,
      childAges: [8],
    });
  },
};
