import {
  type ActivityDeal,
  activeDealTab,
  CARDS_PER_ROW,
  type CarDeal,
  DEAL_ROWS,
  type DealListService,
  type DealTabService,
  dealRows,
  dealTab,
  dealTabs,
  type HotelDeal,
  MESSAGES,
  SKELETON_CARDS,
  type UserProfile,
  type Viewer,
  viewerOf,
} from '@wl/core';
import type { Deal, dealsMachine } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { memo, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { MEDIA } from '../../theme/styleKit.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import {
  ActivityDealCard,
  CarDealCard,
  DealCardSkeleton,
  HotelDealCard,
} from '../DealCard/DealCard.tsx';
import { DealCarousel } from '../DealCarousel/DealCarousel.tsx';
import { DealEmptyBanner } from '../DealEmptyBanner/DealEmptyBanner.tsx';
import type { SaveModalActorRef } from '../SaveModal/SaveModal.tsx';
import { useDealsPastMiddle } from '../SaveModal/useDealsPastMiddle.ts';
import { dealTabLabel, dealTabOfKey } from './dealTabs.ts';
import * as styles from './ExclusiveDeals.css.ts';
import { useMediaQuery } from './useMediaQuery.ts';

export type DealsActorRef = ActorRefFrom<typeof dealsMachine>;

/** Rows of cards, one card at a time, or rows on wide screens and the carousel on narrow ones. */
export type DealsLayout = 'auto' | 'grid' | 'carousel';

export interface ExclusiveDealsProps {
  /**
   * One `dealsMachine` actor per service (spec §4 deal lists: hotel, activity, car). A tab
   * without one (Air Travel, Cruise) shows its empty banner.
   */
  deals: Partial<Record<DealListService, DealsActorRef>>;
  /** The signed-in user; null or absent for a visitor. Decides the price display (spec §2.3). */
  user?: Pick<UserProfile, 'userType' | 'isTravelAgent' | 'isRestrictedAgent'> | null;
  /** The home page's `tab` query (spec §2.1), e.g. "Hotels" or "Car Rentals". */
  queryTab?: string | null;
  /** Called when the visitor picks another tab (e.g. to update the `tab` query). */
  onTabChange?: (tab: DealTabService) => void;
  /** @default 'auto' (the carousel on narrow screens) */
  layout?: DealsLayout;
  /** The save-price modal actor; told when this section passes the middle of the screen (spec §4). */
  saveModal?: SaveModalActorRef | null;
}

/**
 * The home page's Exclusive Deals section (spec §2.3): one tab per enabled service (core
 * `dealTabs`), starting on the query's tab when that service is enabled, else the first enabled
 * one (core `activeDealTab`). Each panel follows its service's deals machine: four skeleton
 * cards while loading, rows 1 and 2 of four cards when loaded, the kept message and the service
 * banner when failed, the banner when empty.
 */
export function ExclusiveDeals({
  deals,
  user,
  queryTab,
  onTabChange,
  layout = 'auto',
  saveModal,
}: ExclusiveDealsProps) {
  const { agency } = useAgencyConfig();
  const { t } = useTranslation(['deals', 'common']);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useDealsPastMiddle(sectionRef, saveModal);
  const narrow = useMediaQuery(MEDIA.narrow);
  const [picked, setPicked] = useState<DealTabService | null>(null);

  const tabs = dealTabs(agency);
  const selected = picked && tabs.includes(picked) ? picked : activeDealTab(agency, queryTab);
  const carousel = layout === 'carousel' || (layout === 'auto' && narrow);
  const viewer = viewerOf(user);
  // Spec §2.3: only enabled services appear; with none there is no section.
  if (!selected) return null;

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('exclusiveDeals.title')}
      </h2>
      <Tabs
        className={styles.tabs}
        selectedKey={dealTab(selected).key}
        onSelectionChange={(key) => {
          const tab = dealTabOfKey(key);
          if (!tab) return;
          setPicked(tab);
          onTabChange?.(tab);
        }}
      >
        <TabList aria-labelledby={headingId} className={styles.tabList}>
          {tabs.map((service) => (
            <Tab key={service} id={dealTab(service).key} className={styles.tab}>
              {t(`common:${dealTabLabel(service)}`)}
            </Tab>
          ))}
        </TabList>
        {tabs.map((service) => {
          const list = dealTab(service).dealList;
          const actor = list ? deals[list] : undefined;
          return (
            <TabPanel key={service} id={dealTab(service).key} className={styles.panel}>
              {actor ? (
                <DealList service={service} actor={actor} viewer={viewer} carousel={carousel} />
              ) : (
                <DealEmptyBanner service={service} />
              )}
            </TabPanel>
          );
        })}
      </Tabs>
    </section>
  );
}

interface DealListProps {
  service: DealTabService;
  actor: DealsActorRef;
  viewer: Viewer;
  carousel: boolean;
}

/** One tab's deals, as its deals machine says (spec §2.3, §4, §8). */
function DealList({ service, actor, viewer, carousel }: DealListProps) {
  const status = useSelector(
    actor,
    (state): DealListStatus =>
      state.hasTag('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'loaded',
  );
  const deals = useSelector(actor, (state) => state.context.deals);
  const error = useSelector(actor, (state) => state.context.error);
  // The machine's news arrives in React's synchronous lane (useSyncExternalStore), where drawing
  // a tab of cards is one long task on a phone. Deferred, the cards are drawn in React's
  // interruptible background pass, and the synchronous one stops at the memoised view (issue 18).
  const shown = useDeferredValue(useMemo(() => ({ status, deals, error }), [status, deals, error]));
  return <DealListView service={service} viewer={viewer} carousel={carousel} {...shown} />;
}

type DealListStatus = 'loading' | 'failed' | 'loaded';

interface DealListViewProps extends Omit<DealListProps, 'actor'> {
  status: DealListStatus;
  deals: Deal[];
  error: string | null;
}

const DealListView = memo(function DealListView({
  service,
  viewer,
  carousel,
  status,
  deals,
  error,
}: DealListViewProps) {
  const { t } = useTranslation(['deals', 'common']);

  if (status === 'loading') {
    return (
      <div aria-busy="true">
        <p role="status" className={visuallyHidden}>
          {t('common:loading')}
        </p>
        <div className={styles.skeletonRow}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              key={index}
              className={index > 0 ? styles.skeletonBeyondFirst : styles.skeletonSlot}
            >
              <DealCardSkeleton />
            </div>
          ))}
        </div>
        {/* Spec §2.3 shows four skeletons but up to DEAL_ROWS rows of cards: the rows after the
            first keep their place so the footer does not jump when the deals arrive. */}
        {Array.from({ length: DEAL_ROWS - 1 }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <div key={row} className={styles.reservedRow}>
            {Array.from({ length: CARDS_PER_ROW }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <DealCardSkeleton key={index} reserved />
            ))}
          </div>
        ))}
      </div>
    );
  }

  if (status === 'failed') {
    // The machine keeps the server's message, or spec §8's default, which we show translated.
    const message =
      !error || error === MESSAGES.loadFailedDefault ? t('common:error.loadFailedDefault') : error;
    return (
      <>
        <p role="status" className={styles.error}>
          {message}
        </p>
        <DealEmptyBanner service={service} />
      </>
    );
  }

  const rows = dealRows(deals);
  if (rows.length === 0) return <DealEmptyBanner service={service} />;

  const card = (deal: Deal) => <DealCardOf service={service} deal={deal} viewer={viewer} />;

  if (carousel) {
    return (
      <DealCarousel
        label={t('carousel.label', { service: t(`common:${dealTabLabel(service)}`) })}
        slides={rows.flat().map((deal, index) => (
          // A deal whose link was unsafe has none (core `safeUrl`): its place keys it then.
          <div key={deal.link ?? index}>{card(deal)}</div>
        ))}
      />
    );
  }

  return rows.map((row, rowIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rows 1 and 2 are positions
    <ul key={rowIndex} className={styles.row} data-testid="deal-row">
      {row.map((deal, index) => (
        <li key={deal.link ?? index}>{card(deal)}</li>
      ))}
    </ul>
  ));
});

/** The card of the tab's service; the deals machine types the list for all three services. */
function DealCardOf({
  service,
  deal,
  viewer,
}: {
  service: DealTabService;
  deal: Deal;
  viewer: Viewer;
}) {
  switch (dealTab(service).dealList) {
    case 'hotel':
      return <HotelDealCard deal={deal as HotelDeal} tab={service} viewer={viewer} />;
    case 'car':
      return <CarDealCard deal={deal as CarDeal} tab={service} viewer={viewer} />;
    case 'activity':
      return <ActivityDealCard deal={deal as ActivityDeal} tab={service} viewer={viewer} />;
    default:
      return null;
  }
}
