// The ways an API call can fail (issue 17 "API faults"), as Playwright route answers, and what a
// page must keep doing whatever fails: header and footer there, no crash screen, no uncaught error.
import type { Page, Route } from 'playwright';
import { expect } from 'vitest';

export type Fault = 'json 500' | 'html 502' | 'network error' | 'malformed JSON' | 'wrong shape';

export const FAULTS: Record<Fault, (route: Route) => Promise<void>> = {
  'json 500': (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
  'html 502': (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  'network error': (route) => route.abort('connectionreset'),
  'malformed JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"response": [{"li' }),
  'wrong shape': (route) =>
    route.fulfill({ status: 200, json: { response: 'not a list', rates: 7 } }),
};

export const FAULT_ENTRIES = Object.entries(FAULTS) as [Fault, (route: Route) => Promise<void>][];

/** A call left unanswered: the api-client's 30 s time-out is what answers it. */
export const NO_ANSWER = (): Promise<void> => new Promise(() => {});

/** Watches a page for what must never happen: uncaught errors (the crash screen's cause). */
export function watchUncaught(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  return uncaught;
}

/** Header and footer are there, and no 'Something went wrong.' screen replaced the page. */
export async function expectShellWorks(page: Page): Promise<void> {
  await expect(page.getByRole('banner').first().isVisible()).resolves.toBe(true);
  await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  await expect(page.getByText('Something went wrong.', { exact: true }).count()).resolves.toBe(0);
}
