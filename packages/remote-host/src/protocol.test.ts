// Spec §4 "Host and remote applications" and DESIGN §3 "Host and remote events", with Node's
// EventTarget standing in for window.
import type { MultiCurrencyState, UserProfile } from '@wl/core';
import { describe, expect, it, vi } from 'vitest';
import { HOST_EVENTS, type HostState, REMOTE_EVENTS } from './events.ts';
import { createRemoteHost, type RemoteHostOptions } from './host.ts';
import { createRemoteClient, watchHostState } from './remote.ts';

const traveller: UserProfile = {
  id: 7,
  userType: 'Client',
  personal_info: { first_name: 'Tess', last_name: 'Traveller', email: 'traveller@horizon.test' },
  isRewardWalletEnable: true,
  isTravelAgent: false,
  isRestrictedAgent: false,
};

const usd: MultiCurrencyState = {
  exchangeRates: { USD: 1, EUR: 0.9 },
  selectedCurrency: { currency: 'USD' },
  isLoading: false,
  error: null,
};

const initial: HostState = {
  agency: { agencyName: 'Horizon Travel Co.', subdomain: 'horizon' },
  multicurrency: usd,
  enabledCountries: [
    {
      name: 'Germany',
      code: 'DE',
      currency: 'EUR',
      emoji: '🇩🇪',
      unicode: 'U+1F1E9 U+1F1EA',
      image: '',
      symbol: '€',
    },
  ],
  user: null,
  language: 'en',
};

function setup(overrides: Partial<RemoteHostOptions> = {}) {
  const target = new EventTarget();
  const logger = { warn: vi.fn() };
  const options: RemoteHostOptions = {
    target,
    initial,
    logger,
    onUserUpdated: vi.fn(),
    onAgencyUpdated: vi.fn(),
    loadPaymentGateway: vi.fn(async () => ({ currentPaymentGateway: 'stripe' })),
    ...overrides,
  };
  const host = createRemoteHost(options);
  const seen: { type: string; detail: unknown }[] = [];
  for (const name of Object.values(HOST_EVENTS)) {
    target.addEventListener(name, (event) =>
      seen.push({ type: event.type, detail: (event as CustomEvent).detail }),
    );
  }
  return { target, logger, options, host, seen };
}

describe('remote-host protocol (spec §4)', () => {
  it('answers a state-request with agency, multicurrency, enabled-countries and user (and language)', () => {
    const { target, seen } = setup();
    target.dispatchEvent(new CustomEvent(REMOTE_EVENTS.stateRequest));
    expect(seen).toEqual([
      { type: 'host:agency', detail: initial.agency },
      { type: 'host:multicurrency', detail: usd },
      { type: 'host:enabled-countries', detail: initial.enabledCountries },
      { type: 'host:user', detail: null },
      { type: 'host:language', detail: 'en' },
    ]);
  });

  it('sends a part again when it changes, and nothing when an equal value arrives', () => {
    const { host, seen } = setup();
    host.update({ multicurrency: { ...usd, selectedCurrency: { currency: 'EUR' } } });
    host.update({ multicurrency: { ...usd, selectedCurrency: { currency: 'EUR' } } });
    host.update({ user: traveller, language: 'en' });
    host.update({ user: null });
    expect(seen.map((event) => event.type)).toEqual([
      'host:multicurrency',
      'host:user',
      'host:user',
    ]);
    expect(seen[0]?.detail).toMatchObject({ selectedCurrency: { currency: 'EUR' } });
    expect(seen[1]?.detail).toEqual(traveller);
    expect(seen[2]?.detail).toBeNull();
  });

  it('forwards a user-updated and an agency-updated detail to the page state', () => {
    const { target, options } = setup();
    createRemoteClient({ target }).updateUser(traveller);
    createRemoteClient({ target }).updateAgency({
      agencyName: 'Horizon Travel',
      subdomain: 'horizon',
    });
    expect(options.onUserUpdated).toHaveBeenCalledWith(traveller);
    expect(options.onAgencyUpdated).toHaveBeenCalledWith({
      agencyName: 'Horizon Travel',
      subdomain: 'horizon',
    });
  });

  it('ignores a user-updated whose detail fails the schema, with a warning', () => {
    const { target, options, logger } = setup();
    target.dispatchEvent(new CustomEvent(REMOTE_EVENTS.userUpdated, { detail: { id: 1 } }));
    expect(options.onUserUpdated).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('remote:user-updated'));
  });

  it('a remote:toast reaches the host with its message and tone (spec §2.9, §8 messages)', () => {
    const onToast = vi.fn();
    const { target, logger } = setup({ onToast });
    const client = createRemoteClient({ target });
    client.showToast('Failed to fetch suggestions', 'error');
    client.showToast('Saved');
    expect(onToast.mock.calls).toEqual([
      [{ message: 'Failed to fetch suggestions', tone: 'error' }],
      [{ message: 'Saved' }],
    ]);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    [{ message: '' }, 'message'],
    [{ message: 'x', tone: 'loud' }, 'tone'],
    [{ message: 'x'.repeat(501) }, 'message'],
  ])('a remote:toast whose detail fails the schema (%j) only warns', (detail, field) => {
    const onToast = vi.fn();
    const { target, logger } = setup({ onToast });
    target.dispatchEvent(new CustomEvent(REMOTE_EVENTS.toast, { detail }));
    expect(onToast).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining(`remote:toast ignored: ${field}`),
    );
  });

  it('starts GET /api/getCurrentPaymentGateway on request and answers host:payment-gateway', async () => {
    const { target, options, seen } = setup();
    target.dispatchEvent(new CustomEvent(REMOTE_EVENTS.paymentGatewayRequest));
    target.dispatchEvent(new CustomEvent(REMOTE_EVENTS.paymentGatewayRequest));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(options.loadPaymentGateway).toHaveBeenCalledTimes(1);
    expect(seen[0]).toEqual({
      type: 'host:payment-gateway',
      detail: { currentPaymentGateway: 'stripe' },
    });
  });

  it('answers a failed payment-gateway load with the server message', async () => {
    const failure = Object.assign(new Error('500'), { body: { message: 'Gateway down' } });
    const { target, seen } = setup({ loadPaymentGateway: () => Promise.reject(failure) });
    target.dispatchEvent(new CustomEvent(REMOTE_EVENTS.paymentGatewayRequest));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.detail).toEqual({ currentPaymentGateway: null, error: 'Gateway down' });
  });

  it('an unknown remote: event only warns and changes nothing', () => {
    const { target, logger, options, host, seen } = setup();
    const before = host.state();
    target.dispatchEvent(new CustomEvent('remote:teleport', { detail: { to: 'moon' } }));
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('remote:teleport'));
    expect(seen).toEqual([]);
    expect(host.state()).toBe(before);
    expect(options.onUserUpdated).not.toHaveBeenCalled();
    expect(options.onAgencyUpdated).not.toHaveBeenCalled();
  });

  it('dispose stops answering and gives the target its dispatchEvent back', () => {
    const { target, host, seen, logger } = setup();
    host.dispose();
    target.dispatchEvent(new CustomEvent(REMOTE_EVENTS.stateRequest));
    target.dispatchEvent(new CustomEvent('remote:teleport'));
    expect(seen).toEqual([]);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(Object.hasOwn(target, 'dispatchEvent')).toBe(false);
  });
});

describe('remote side helpers', () => {
  it('watchHostState asks for the state and collects every part', () => {
    const { target, host } = setup();
    const changes = vi.fn();
    const watch = watchHostState(changes, { target });
    expect(watch.current()).toEqual(initial);
    host.update({ multicurrency: { ...usd, selectedCurrency: { currency: 'EUR' } } });
    expect(watch.current().multicurrency?.selectedCurrency.currency).toBe('EUR');
    watch.stop();
    host.update({ user: traveller });
    expect(watch.current().user).toBeNull();
  });

  it('a host payload that fails its schema is not handed to the remote', () => {
    const target = new EventTarget();
    const logger = { warn: vi.fn() };
    const listener = vi.fn();
    createRemoteClient({ target, logger }).on(HOST_EVENTS.language, listener);
    target.dispatchEvent(new CustomEvent(HOST_EVENTS.language, { detail: 'klingon' }));
    expect(listener).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('host:language'));
  });
});
