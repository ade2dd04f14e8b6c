import { describe, expect, it } from 'vitest';
import { userProfileSchema } from '../schemas/user.ts';
import { isAgent, isOwnerOrAdmin, isSalesAgent, viewerOf } from './viewer.ts';

const user = (overrides: Record<string, unknown> = {}) =>
  userProfileSchema.parse({
    id: 7,
    userType: 'Client',
    personal_info: { first_name: 'Ana', last_name: 'López', email: 'ana@example.com' },
    ...overrides,
  });

describe('viewerOf (spec §2.3 price display by viewer, §6 roles)', () => {
  it('is a visitor when nobody is signed in', () => {
    expect(viewerOf(null)).toEqual({ kind: 'visitor' });
    expect(viewerOf(undefined)).toEqual({ kind: 'visitor' });
  });

  it('is a traveller for a signed-in client', () => {
    expect(viewerOf(user())).toEqual({ kind: 'traveller' });
  });

  it('is an unrestricted agent for a travel agent (isTravelAgent)', () => {
    expect(viewerOf(user({ userType: 'TravelAgent', isTravelAgent: true }))).toEqual({
      kind: 'agent',
      restricted: false,
    });
  });

  it('is a restricted agent when isRestrictedAgent is set', () => {
    expect(
      viewerOf(user({ userType: 'TravelAgent', isTravelAgent: true, isRestrictedAgent: true })),
    ).toEqual({ kind: 'agent', restricted: true });
  });

  it.each(['AgencyOwner', 'Admin', 'SalesAgent'])(
    'treats agency staff (%s) as agents',
    (userType) => {
      expect(viewerOf(user({ userType })).kind).toBe('agent');
    },
  );
});

describe('roles (spec §2.6, §2.8, §6)', () => {
  it('isAgent: travel agents and sales agents are agency staff, clients are not', () => {
    expect(isAgent(user({ isTravelAgent: true }))).toBe(true);
    expect(isAgent(user({ userType: 'SalesAgent' }))).toBe(true);
    expect(isAgent(user())).toBe(false);
    expect(isAgent(null)).toBe(false);
  });

  it('isSalesAgent only for SalesAgent', () => {
    expect(isSalesAgent(user({ userType: 'SalesAgent' }))).toBe(true);
    expect(isSalesAgent(user({ userType: 'Admin' }))).toBe(false);
    expect(isSalesAgent(null)).toBe(false);
  });

  it('isOwnerOrAdmin only for AgencyOwner and Admin', () => {
    expect(isOwnerOrAdmin(user({ userType: 'AgencyOwner' }))).toBe(true);
    expect(isOwnerOrAdmin(user({ userType: 'Admin' }))).toBe(true);
    expect(isOwnerOrAdmin(user({ userType: 'SalesAgent' }))).toBe(false);
    expect(isOwnerOrAdmin(user({ userType: 'TravelAgent', isTravelAgent: true }))).toBe(false);
    expect(isOwnerOrAdmin(undefined)).toBe(false);
  });
});
