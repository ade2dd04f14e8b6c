/**
 * Window 'error' events that are not errors of the page: the browser's ResizeObserver loop
 * notice (reported as an ErrorEvent without an error object) and failed loads of resources such
 * as images, which do not bubble to window but are seen by capturing listeners. Showing
 * 'Something went wrong.' for them would blank a working page.
 */
const BENIGN_MESSAGES = [
  'ResizeObserver loop completed with undelivered notifications.',
  'ResizeObserver loop limit exceeded',
];

export interface WindowErrorLike {
  message?: string;
  error?: unknown;
  target?: unknown;
}

export function isIgnorableWindowError(event: WindowErrorLike): boolean {
  if (event.error == null && BENIGN_MESSAGES.includes(event.message ?? '')) return true;
  // A resource load failure targets the element, not the window.
  const target = event.target as { tagName?: unknown } | null | undefined;
  return typeof target?.tagName === 'string';
}
