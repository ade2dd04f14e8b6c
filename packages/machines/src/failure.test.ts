import { MESSAGES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import { failureMessage, isCanceled, serverBody } from './failure.ts';

describe('failureMessage (spec §8 "the server message or <default>")', () => {
  it("reads the server body's message, then its error field", () => {
    expect(failureMessage({ message: 'Supplier down' }, 'fallback')).toBe('Supplier down');
    expect(failureMessage({ error: 'Invalid token' }, 'fallback')).toBe('Invalid token');
    expect(failureMessage('Plain text body', 'fallback')).toBe('Plain text body');
  });

  it('reads the body an HTTP error carries', () => {
    const error = Object.assign(new Error('HTTP 500'), { body: { message: 'Database offline' } });
    expect(serverBody(error)).toEqual({ message: 'Database offline' });
    expect(failureMessage(error, 'fallback')).toBe('Database offline');
  });

  it('does not show a bare Error to the visitor', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), MESSAGES.loadFailedDefault)).toBe(
      'something went wrong',
    );
    expect(failureMessage({ status: 500 }, MESSAGES.loadFailedDefault)).toBe(
      'something went wrong',
    );
    expect(failureMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('isCanceled (spec §8 "Cancelled resort deals request: \'Request was canceled\'")', () => {
  it('recognises the cancellation message, an AbortError and a CanceledError', () => {
    expect(isCanceled(new Error('Request was canceled'))).toBe(true);
    expect(isCanceled({ message: 'Request was canceled' })).toBe(true);
    expect(isCanceled(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCanceled(Object.assign(new Error('canceled'), { name: 'CanceledError' }))).toBe(true);
  });

  it('treats everything else as a real failure', () => {
    expect(isCanceled(new Error('Network Error'))).toBe(false);
    expect(isCanceled({ message: 'Bad Request' })).toBe(false);
    expect(isCanceled(undefined)).toBe(false);
  });
});
