import { describe, expect, it } from 'vitest';
import { type AgencyInput, agencySchema } from '../schemas/agency.ts';
import {
  activeDealTab,
  CARDS_PER_ROW,
  DEAL_ROWS,
  DEAL_TABS,
  dealListServices,
  dealRows,
  dealTab,
  dealTabs,
  SKELETON_CARDS,
  wrapIndex,
} from './homeDeals.ts';

const agency = (overrides: Partial<AgencyInput> = {}) =>
  agencySchema.parse({ agencyName: 'Test', subdomain: 'test', ...overrides });

const inactive = (
  ...titles: NonNullable<AgencyInput['bookingMenuItemOptions']>[number]['title'][]
) => agency({ bookingMenuItemOptions: titles.map((title) => ({ title, active: false })) });

describe('dealTabs (spec §2.3 tabs: only enabled services, in order)', () => {
  it('lists Hotels, Air Travel, Cars, Activities, Cruise when all are enabled', () => {
    expect(dealTabs(agency())).toEqual(['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise']);
  });

  it('drops disabled services and keeps the order of the rest', () => {
    expect(dealTabs(inactive('Air Travel', 'Activities'))).toEqual(['Hotels', 'Cars', 'Cruise']);
    expect(dealTabs(inactive('Hotels'))).toEqual(['Air Travel', 'Cars', 'Activities', 'Cruise']);
  });

  it('has no Resorts tab, whatever the Resorts option', () => {
    expect(
      dealTabs(agency({ bookingMenuItemOptions: [{ title: 'Resorts', active: true }] })),
    ).not.toContain('Resorts');
  });

  it('is empty when no tab service is enabled', () => {
    expect(dealTabs(inactive('Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise'))).toEqual([]);
  });
});

describe('activeDealTab (spec §2.3 active tab: the query tab if enabled, else the first enabled)', () => {
  it('uses the tab of the query when that service is enabled', () => {
    expect(activeDealTab(agency(), 'Activities')).toBe('Activities');
    expect(activeDealTab(agency(), 'Cruise')).toBe('Cruise');
  });

  it('understands the query names of spec §2.1 (Hotels, Car Rentals, Activities)', () => {
    expect(activeDealTab(agency(), 'Hotels')).toBe('Hotels');
    expect(activeDealTab(agency(), 'Car Rentals')).toBe('Cars');
    expect(activeDealTab(agency(), 'Flights')).toBe('Air Travel');
  });

  it('falls back to the first enabled service when the query tab is disabled', () => {
    expect(activeDealTab(inactive('Activities'), 'Activities')).toBe('Hotels');
    expect(activeDealTab(inactive('Hotels', 'Cars'), 'Car Rentals')).toBe('Air Travel');
  });

  it('falls back to the first enabled service without a query tab or with an unknown one', () => {
    expect(activeDealTab(agency(), undefined)).toBe('Hotels');
    expect(activeDealTab(agency(), null)).toBe('Hotels');
    expect(activeDealTab(agency(), '')).toBe('Hotels');
    expect(activeDealTab(inactive('Hotels'), 'Spaceships')).toBe('Air Travel');
  });

  it('has no active tab when no service is enabled', () => {
    expect(
      activeDealTab(inactive('Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise'), 'Hotels'),
    ).toBeNull();
  });
});

describe('deal rows (spec §2.3, §9: 4 cards per row, rows 1 and 2, four skeletons)', () => {
  const deals = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('has the constants of spec §9', () => {
    expect(CARDS_PER_ROW).toBe(4);
    expect(DEAL_ROWS).toBe(2);
    expect(SKELETON_CARDS).toBe(4);
  });

  it('puts 4 cards in each row', () => {
    expect(dealRows(deals(8))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });

  it('shows only rows 1 and 2', () => {
    expect(dealRows(deals(11))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });

  it('leaves a short last row and no empty rows', () => {
    expect(dealRows(deals(5))).toEqual([[1, 2, 3, 4], [5]]);
    expect(dealRows(deals(3))).toEqual([[1, 2, 3]]);
    expect(dealRows([])).toEqual([]);
  });
});

describe('wrapIndex (spec §2.3: a carousel index wraps around at both ends)', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 4],
    [5, 5, 0],
    [6, 5, 1],
    [-1, 5, 4],
    [-5, 5, 0],
    [-6, 5, 4],
    [0, 1, 0],
    [-1, 1, 0],
  ])('index %s of %s -> %s', (index, length, expected) => {
    expect(wrapIndex(index, length)).toBe(expected);
  });

  it('stays 0 for an empty carousel', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});

describe('DEAL_TABS (spec §2.3 tabs, spec §4 deal lists: one table)', () => {
  it('gives every tab a key usable in DOM ids and text keys', () => {
    for (const { service, key } of DEAL_TABS) {
      expect(key, service).toMatch(/^[a-z]+$/);
      expect(dealTab(service).key).toBe(key);
    }
  });

  it('spec §4: hotels, cars and activities have a deal list; flights and cruise have none', () => {
    expect(dealTab('Hotels').dealList).toBe('hotel');
    expect(dealTab('Cars').dealList).toBe('car');
    expect(dealTab('Activities').dealList).toBe('activity');
    expect(dealTab('Air Travel').dealList).toBeNull();
    expect(dealTab('Cruise').dealList).toBeNull();
  });
});

describe('dealListServices (spec §2.3, §4: deal searches only for services the agency offers)', () => {
  it('searches all three lists when every service is on', () => {
    expect(dealListServices(agency())).toEqual(['hotel', 'car', 'activity']);
  });

  it('sends no hotel search for an agency without hotels', () => {
    expect(dealListServices(inactive('Hotels'))).toEqual(['car', 'activity']);
  });

  it('searches nothing for an agency offering only flights, resorts and cruises (nordlys)', () => {
    expect(dealListServices(inactive('Hotels', 'Cars', 'Activities'))).toEqual([]);
  });
});
