import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeUrl, safeUrlField } from './safeUrl.ts';

describe('safeUrl (issue 17: only http(s) or a site path reaches an href or src)', () => {
  it.each([
    'https://cdn.example/hotel.jpg',
    'http://example.com/x?y=1#z',
    '/booknow/hotels/deal/42',
    '/api/demo-images/hotels/a.svg',
    '  https://example.com/padded  ',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url.trim());
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example\\x',
    'https:evil.example',
    'ftp://example.com/file',
    'mailto:a@b.test',
    'relative/path.jpg',
    '',
  ])('drops %j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('drops null and undefined', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });
});

describe('safeUrlField (API answers)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drops an unsafe URL with a console warning instead of failing the answer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeUrlField.parse('javascript:alert(1)')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('unsafe URL');
  });

  it('keeps a safe one quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeUrlField.parse('/booknow/hotels')).toBe('/booknow/hotels');
    expect(safeUrlField.parse(null)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
