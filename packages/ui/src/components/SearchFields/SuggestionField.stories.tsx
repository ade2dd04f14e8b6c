import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type Suggestion,
  type SuggestionsRequest,
  type SuggestionsResult,
  suggestionsMachine,
} from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { storyText } from '../../fixtures/storyText.ts';
import { SuggestionField, type SuggestionOption } from './SuggestionField.tsx';

/** What the suggestion call answers in a story (spec §7 shapes, already mapped to items). */
type Answer = 'places' | 'none' | 'pending' | 'networkError' | { error: string };

interface Place {
  id: string;
  name: string;
  fullName: string;
}

const PLACES: Place[] = [
  { id: 'city-1', name: 'Miami', fullName: 'Miami, Florida, United States of America' },
  { id: 'city-2', name: 'Miami Beach', fullName: 'Miami Beach, Florida, United States of America' },
  {
    id: 'airport-MIA',
    name: 'Miami International Airport',
    fullName: 'Miami International Airport (MIA), Miami',
  },
];

const describePlace = (item: Suggestion): SuggestionOption => {
  const place = item as Place;
  return { id: place.id, label: place.name, detail: place.fullName, item };
};

const SERVER_ERROR = 'Suggestion service unavailable';

interface HarnessProps {
  answer: Answer;
  /** Spy on the injected call: it receives the text as typed (spec §5). */
  fetchSuggestions: (request: SuggestionsRequest) => void;
  onChange: (option: SuggestionOption | null) => void;
}

/** The real suggestions machine with its call faked and a short typing pause. */
function Harness({ answer, fetchSuggestions, onChange }: HarnessProps) {
  const logic = useMemo(
    () =>
      suggestionsMachine.provide({
        actors: {
          fetchSuggestions: fromPromise<SuggestionsResult, SuggestionsRequest>(({ input }) => {
            fetchSuggestions(input);
            if (answer === 'places') return Promise.resolve({ items: PLACES, allData: true });
            if (answer === 'none') return Promise.resolve({ items: [], allData: true });
            if (answer === 'pending') return new Promise<never>(() => {});
            if (answer === 'networkError') return Promise.reject(new TypeError('Failed to fetch'));
            return Promise.reject(answer);
          }),
        },
        delays: { typingPause: 20 },
      }),
    [answer, fetchSuggestions],
  );
  const actor = useActorRef(logic, { input: { source: 'hotel' } });
  const [value, setValue] = useState<SuggestionOption | null>(null);
  const { t } = useTranslation('search');
  return (
    <div style={{ maxInlineSize: '24rem', padding: '16px' }}>
      <SuggestionField
        label={t('field.destination')}
        actor={actor}
        describe={describePlace}
        value={value}
        onChange={(option) => {
          setValue(option);
          onChange(option);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Search/SuggestionField',
  component: Harness,
  args: { answer: 'places', fetchSuggestions: fn(), onChange: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const input = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('combobox', {
    name: storyText(globals)('search:field.destination'),
  });

/** Nothing typed: no call, no list. */
export const Empty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await expect(input(canvasElement, globals)).toHaveValue('');
    await expect(screen().queryByRole('listbox')).toBeNull();
    await expect(args.fetchSuggestions).not.toHaveBeenCalled();
  },
};

/** Typing shows suggestions; the text goes as typed (spec §5); choosing one fills the field. */
export const Suggestions: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.type(input(canvasElement, globals), 'mIa');
    const listbox = await screen().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await expect(args.fetchSuggestions).toHaveBeenLastCalledWith({
      source: 'hotel',
      query: { text: 'mIa' },
    });
    await userEvent.click(within(listbox).getByRole('option', { name: /Miami Beach/ }));
    await expect(input(canvasElement, globals)).toHaveValue('Miami Beach');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'city-2', label: 'Miami Beach' }),
    );
  },
};

/** Keyboard only: arrows move through the suggestions, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.type(input(canvasElement, globals), 'Mia');
    const listbox = await screen().findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input(canvasElement, globals)).toHaveValue('Miami');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'city-1' }));
  },
};

/** Spec §4: while the call runs the list is cleared and says it is searching. */
export const Loading: Story = {
  args: { answer: 'pending' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.type(input(canvasElement, globals), 'Mia');
    const listbox = await screen().findByRole('listbox');
    await expect(await within(listbox).findByText(t('search:suggestions.loading'))).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: /Miami/ })).toBeNull();
  },
};

/** An answer with nothing in it says so. */
export const NoMatches: Story = {
  args: { answer: 'none' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.type(input(canvasElement, globals), 'Zzyzx');
    const listbox = await screen().findByRole('listbox');
    await expect(await within(listbox).findByText(t('search:suggestions.empty'))).toBeVisible();
  },
};

/** Spec §8: a failure shows the server's error field. */
export const FailedWithServerError: Story = {
  args: { answer: { error: SERVER_ERROR } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(input(canvasElement, globals), 'Mia');
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent(SERVER_ERROR);
    // Spec §4: a rejected search clears the list.
    await expect(screen().queryByRole('option', { name: /Miami/ })).toBeNull();
    // Closed, the field keeps the message under itself and is marked invalid.
    await userEvent.keyboard('{Escape}');
    await expect(input(canvasElement, globals)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(SERVER_ERROR)).toBeVisible();
  },
};

/** Spec §8: without a server error it shows 'Failed to fetch suggestions'. */
export const FailedWithoutServerError: Story = {
  args: { answer: 'networkError' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.type(input(canvasElement, globals), 'Mia');
    const alert = await screen().findByRole('alert');
    await expect(alert).toHaveTextContent(t('common:error.suggestionsFailed'));
  },
};
