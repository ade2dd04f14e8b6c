// `client:held`: hydrate an island late without losing what the visitor did meanwhile (issue 18).
//
// Astro inlines this file (bundled by esbuild) into every page that uses it, so it imports nothing
// and stays small. Until its island has hydrated, a click or tap on one of its controls is held:
// the server-rendered button has no handler yet, so the click would otherwise do nothing (the
// Cruise tab pressed while nordlys's home loads, the Language button pressed on a static page).
// Once the island runs, the held control is clicked again: a virtual click, which react-aria's
// press handling accepts as it does from keyboards and screen readers. A press whose pointer went
// down before the island was ready is held too, since react-aria saw only half of it. Links are
// never held: they work without script.
import type { ClientDirective } from 'astro';

export interface HeldOptions {
  /**
   * `idle`: as `client:idle`. `interaction`: on the visitor's first sign of intent anywhere on the
   * page (pointer over or down, a key, focus, touch); static pages then ship no JavaScript to a
   * visitor who only reads.
   */
  when: 'idle' | 'interaction';
  /** Hydrate at idle anyway when this cookie is set (the access token: the header shows who). */
  signedInCookie?: string;
  /**
   * The address (path and query) the server drew the island's links for. At another address the
   * island hydrates at idle instead of waiting: its Log In link must return where the visitor is.
   */
  drawnFor?: string;
  /**
   * The currency the server drew the island's prices and picker in, where the visitor's choice is
   * stored (spec §4), and the `<html>` attribute naming the currency the page's head script wrote
   * into the pickers instead (lib/showChosenCurrency.ts): a stored choice that differs from what
   * the page shows hydrates the island at idle, so the header shows the visitor's currency without
   * waiting for them to move. Which currency wins (query, stored, default) stays core's decision;
   * this only decides when to hydrate.
   */
  drawnCurrency?: { currency: string; storageKey: string; shownAttribute: string };
}

/** On an island that waits for the visitor's first interaction. */
export const WAITING_ATTRIBUTE = 'data-wl-waits-for-interaction';

/**
 * Dispatched on the document when what a waiting island drew on the server no longer holds for
 * this visitor (the page's shared currency is not the one the server wrote, pageMarket.ts): the
 * waiting islands hydrate then, without waiting for the visitor.
 */
export const WAKE_EVENT = 'wl:wake-waiting-islands';

/** Dispatched on the island element once its React tree has committed (islandPage.ts). */
export const HYDRATED_EVENT = 'wl:island-hydrated';

/**
 * Set on the island element with that event: its effects (listeners, subscriptions) are in place.
 * Astro's own `ssr` attribute goes when hydration starts, which is before React commits.
 */
export const COMMITTED_ATTRIBUTE = 'data-wl-committed';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

const CONTROLS =
  'button, [role="button"], [role="tab"], [role="option"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="radio"]';

/**
 * After its first commit an island may redraw parts once more (a react-aria collection rebuilds
 * its items from the browser's render), and a press on an item drawn from the server's render
 * selects nothing: a held press whose control is replaced this soon is made again on its successor.
 */
const REDRAW_WINDOW_MS = 1500;

/** Child indexes from `root` down to `element`. */
const pathFrom = (root: Element, element: Element): number[] => {
  const path: number[] = [];
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    path.unshift(Array.prototype.indexOf.call(at.parentElement?.children ?? [], at));
  }
  return path;
};

const elementAt = (root: Element, path: number[]): HTMLElement | null => {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at instanceof HTMLElement ? at : null;
};

const held: ClientDirective = (load, options, island) => {
  const { when, signedInCookie, drawnFor, drawnCurrency } = (options.value ??
    {}) as Partial<HeldOptions>;
  let started = false;
  let ready = false;
  let pointerDownEarly = false;
  let pressed: { control: HTMLElement; path: number[] } | null = null;

  const replay = () => {
    if (!pressed) return;
    const { control, path } = pressed;
    pressed = null;
    // Hydration keeps the server's nodes; should it have replaced one, the same place is used.
    const target = control.isConnected ? control : elementAt(island, path);
    if (!target) return;
    target.click();
    const redrawn = new MutationObserver(() => {
      if (target.isConnected) return;
      // The successor may come in a later commit than the removal.
      const successor = elementAt(island, path);
      if (!successor?.matches(CONTROLS)) return;
      redrawn.disconnect();
      successor.click();
    });
    redrawn.observe(island, { childList: true, subtree: true });
    setTimeout(() => redrawn.disconnect(), REDRAW_WINDOW_MS);
  };

  const down = (event: Event) => {
    if (!ready && event.target instanceof Node && island.contains(event.target)) {
      pointerDownEarly = true;
    }
  };

  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !island.contains(target)) return;
    if (ready && !pointerDownEarly) return;
    pointerDownEarly = false;
    if (target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control || !event.isTrusted) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = { control, path: pathFrom(island, control) };
    if (ready) replay();
    else start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    island.removeAttribute(WAITING_ATTRIBUTE);
    for (const type of INTENT) document.removeEventListener(type, start, true);
    document.removeEventListener(WAKE_EVENT, start);
    // Not the end of `hydrate()`: React hydrates in a transition, which waits for lazy chunks.
    // An island that never commits has no handler to give a press to.
    const committed = new Promise<void>((resolve) => {
      island.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true });
    });
    const hydrate = await load();
    await hydrate();
    await committed;
    ready = true;
    replay();
  };

  document.addEventListener('pointerdown', down, true);
  document.addEventListener('click', hold, true);
  const signedIn =
    !!signedInCookie &&
    document.cookie
      .split(';')
      .some((entry) => entry.trim().startsWith(`${signedInCookie}=`) && !/=\s*$/.test(entry));
  const elsewhere =
    drawnFor !== undefined && drawnFor !== `${window.location.pathname}${window.location.search}`;
  let storedCurrency: string | null = null;
  try {
    if (drawnCurrency) storedCurrency = localStorage.getItem(drawnCurrency.storageKey);
  } catch {
    // Storage switched off: nothing was stored.
  }
  const shownCurrency = drawnCurrency
    ? (document.documentElement.getAttribute(drawnCurrency.shownAttribute) ??
      drawnCurrency.currency)
    : undefined;
  const otherCurrency = !!storedCurrency && storedCurrency !== shownCurrency;
  if (when === 'interaction' && !signedIn && !elsewhere && !otherCurrency) {
    // Says the island waits on purpose (tests tell it from one still loading).
    island.setAttribute(WAITING_ATTRIBUTE, '');
    for (const type of INTENT) {
      document.addEventListener(type, start, { capture: true, passive: true });
    }
    document.addEventListener(WAKE_EVENT, start);
    return;
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(start);
  else setTimeout(start, 200);
};

export default held;
