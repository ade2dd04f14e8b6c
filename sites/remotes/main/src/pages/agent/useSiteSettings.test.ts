// Each settings page writes through its own call: a Website draft sent to the Product write would
// be refused by the API as "not a Product setting".
import type { RemoteApi } from '@wl/remote-kit';
import { describe, expect, it, vi } from 'vitest';
import { saveOf } from './useSiteSettings.ts';

function fakeApi() {
  const answer = Promise.resolve({ number: 5 });
  return {
    saveWebsiteSettings: vi.fn(() => answer),
    saveProductSettings: vi.fn(() => answer),
    savePaymentSettings: vi.fn(() => answer),
  };
}

describe('saveOf', () => {
  it.each([
    ['website', 'saveWebsiteSettings'],
    ['product', 'saveProductSettings'],
    ['payment', 'savePaymentSettings'],
  ] as const)('the %s page saves through %s with its base version', async (section, call) => {
    const api = fakeApi();
    const fields = { agency: { agencyName: 'Horizon' } };
    await saveOf(api as unknown as RemoteApi, section)(4, fields);
    expect(api[call]).toHaveBeenCalledWith(4, fields);
    const others = Object.entries(api).filter(([name]) => name !== call);
    for (const [, other] of others) expect(other).not.toHaveBeenCalled();
  });
});
