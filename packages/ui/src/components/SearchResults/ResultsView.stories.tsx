import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AgencyConfig, type Viewer, viewerOf } from '@wl/core';
import { formatDay, isLanguageCode } from '@wl/i18n';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import {
  ActivityResultCard,
  CarResultCard,
  CruiseResultCard,
  FlightResultCard,
} from './ResultCards.tsx';
import { ResultFilterCheckbox, ResultsView } from './ResultsView.tsx';
import { ACTIVITIES, CARS, CRUISES, FLIGHTS } from './resultFixtures.ts';

const REDIRECT = '/booknow/flights/search-details?from=MIA&to=JFK';

/** The agency's non-login flow off: visitors get Reveal Price (spec §2.3). */
const noNonLoginFlow = (config: AgencyConfig): AgencyConfig => ({
  ...config,
  agency: { ...config.agency, allowNonLoginFlow: false },
});

interface HarnessProps {
  status: 'loading' | 'loaded' | 'failed';
  error?: string | null;
  viewer: Viewer;
  /** Which results to show. */
  kind: 'flights' | 'cars' | 'activities' | 'cruise' | 'none';
  filtered?: boolean;
  onRetry: () => void;
  onSortChange: (sort: string) => void;
}

function Harness({
  status,
  error,
  viewer,
  kind,
  filtered = false,
  onRetry,
  onSortChange,
}: HarnessProps) {
  // The harness's own sort and filter labels come from the texts too: stories run in Arabic.
  const { t } = useTranslation('search');
  const priced = { viewer, redirect: REDIRECT };
  const cards =
    kind === 'flights'
      ? FLIGHTS.map((flight) => <FlightResultCard key={flight.id} flight={flight} {...priced} />)
      : kind === 'cars'
        ? CARS.map((car) => <CarResultCard key={car.id} car={car} {...priced} />)
        : kind === 'activities'
          ? ACTIVITIES.map((activity) => (
              <ActivityResultCard key={activity.id} activity={activity} {...priced} />
            ))
          : kind === 'cruise'
            ? CRUISES.map((cruise) => (
                <CruiseResultCard key={cruise.id} cruise={cruise} {...priced} />
              ))
            : [];
  return (
    <div style={{ padding: '16px' }}>
      <ResultsView
        status={status}
        error={error}
        total={kind === 'none' ? 0 : cards.length}
        shown={filtered ? 0 : cards.length}
        sort="price"
        sortOptions={[
          { id: 'price', label: t('sort.price') },
          { id: 'duration', label: t('sort.duration') },
        ]}
        onSortChange={onSortChange}
        onRetry={onRetry}
        changeSearchHref="/booknow/flights/search"
        filters={
          <ResultFilterCheckbox
            label={t('filter.nonStopOnly')}
            isSelected={filtered}
            onChange={() => {}}
          />
        }
      >
        {cards}
      </ResultsView>
    </div>
  );
}

const meta = {
  title: 'Search/ResultsView',
  component: Harness,
  parameters: { screenshot: PHONE_SCREENSHOT, agencyConfig: noNonLoginFlow },
  args: {
    status: 'loaded',
    viewer: viewerOf(null),
    kind: 'flights',
    onRetry: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four skeletons while the search runs (spec §2.3 four skeleton cards, §9). */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Spec §8: the server's message, with Try again. */
export const Failed: Story = {
  args: { status: 'failed', error: 'Search service unavailable' },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyText(globals);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Search service unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:action.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Spec §4: without a server message, 'something went wrong' in the page language. */
export const FailedWithoutMessage: Story = {
  args: { status: 'failed', error: 'something went wrong' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('common:error.loadFailedDefault'),
    );
  },
};

/** Nothing found: said in words, with a way back to the form. */
export const Empty: Story = {
  args: { kind: 'none' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('search:results.empty'))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: t('search:results.changeSearch') }),
    ).toHaveAttribute('href', '/booknow/flights/search');
  },
};

/** Results exist but the filters keep none. */
export const EmptyFiltered: Story = {
  args: { filtered: true },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('search:results.emptyFiltered'))).toBeVisible();
  },
};

/** Spec §2.3 visitor without the non-login flow: Reveal Price, back to this search after login. */
export const FlightsForVisitor: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('search:results.count', { count: 2 }),
    );
    const reveal = within(canvasElement).getAllByRole('link', {
      name: t('deals:price.revealPrice'),
    });
    await expect(reveal).toHaveLength(2);
    const href = new URL(reveal[0]?.getAttribute('href') ?? '', 'https://x.test');
    await expect(href.pathname).toBe('/login');
    await expect(href.searchParams.get('tab')).toBe('Air Travel');
    await expect(href.searchParams.get('redirect')).toBe(REDIRECT);
    await expect(within(canvasElement).queryByText(t('deals:price.youSaved'))).toBeNull();
    // Each leg's departure names its day; only the overnight flight's arrival names one too.
    const language = isLanguageCode(globals.language) ? globals.language : 'en';
    const [sameDay, overnight] = canvasElement.querySelectorAll('[data-result]');
    await expect(sameDay).toHaveTextContent(formatDay('2026-12-01', language));
    await expect(sameDay).not.toHaveTextContent(formatDay('2026-12-02', language));
    await expect(overnight).toHaveTextContent(formatDay('2026-12-02', language));
  },
};

/** Spec §2.3 traveller: retail struck through and 'You saved'; no wholesale figures. */
export const CarsForTraveller: Story = {
  args: { kind: 'cars', viewer: viewerOf(USERS.traveller) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('deals:price.youSaved'))).toBeVisible();
    await expect(canvasElement.querySelector('s')).not.toBeNull();
    await expect(within(canvasElement).queryByText(t('deals:price.wholesaleRate'))).toBeNull();
  },
};

/** Spec §2.3 unrestricted agent: also Wholesale Rate and Agency Markup. */
export const ActivitiesForAgent: Story = {
  args: { kind: 'activities', viewer: viewerOf(USERS.owner) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('deals:price.wholesaleRate'))).toBeVisible();
    await expect(within(canvasElement).getByText(t('deals:price.agencyMarkup'))).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: t('search:activity.details') }),
    ).toHaveAttribute('href', '/booknow/activities/result-details/A01');
  },
};

/** Spec §6 restricted agent: no wholesale figures. */
export const CruiseForRestrictedAgent: Story = {
  args: { kind: 'cruise', viewer: viewerOf(USERS.restrictedAgent) },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('deals:price.youSaved'))).toBeVisible();
    await expect(within(canvasElement).queryByText(t('deals:price.wholesaleRate'))).toBeNull();
  },
};
