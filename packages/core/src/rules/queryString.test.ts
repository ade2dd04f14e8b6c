import { afterEach, describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from './queryString.ts';

describe('parseQuery (spec §9: a JSON-encoded query or a standard query string)', () => {
  it('reads a raw JSON-encoded query', () => {
    expect(parseQuery('{"tab":"Hotels","lat":25.76,"checkout":true}')).toEqual({
      tab: 'Hotels',
      lat: 25.76,
      checkout: true,
    });
  });

  it('reads a URI-encoded JSON query', () => {
    const encoded = encodeURIComponent('{"tab":"Car Rentals","proposalId":"P-9"}');
    expect(parseQuery(encoded)).toEqual({ tab: 'Car Rentals', proposalId: 'P-9' });
    expect(parseQuery(`?${encoded}`)).toEqual({ tab: 'Car Rentals', proposalId: 'P-9' });
  });

  it('reads a standard query string', () => {
    expect(parseQuery('tab=Hotels&lat=25.76&long=-80.19')).toEqual({
      tab: 'Hotels',
      lat: '25.76',
      long: '-80.19',
    });
  });

  it('decodes standard query values', () => {
    expect(parseQuery('redirect=%2Fbooknow%2Fhotels%3Fx%3D1&q=New+York')).toEqual({
      redirect: '/booknow/hotels?x=1',
      q: 'New York',
    });
  });

  it('collects repeated keys into a list, in order', () => {
    expect(parseQuery('id=1&id=2&tab=Hotels&id=3')).toEqual({ id: ['1', '2', '3'], tab: 'Hotels' });
  });

  it('accepts a leading ?', () => {
    expect(parseQuery('?tab=Activities')).toEqual({ tab: 'Activities' });
    expect(parseQuery('?{"tab":"Activities"}')).toEqual({ tab: 'Activities' });
  });

  it('gives an empty query for empty input', () => {
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?')).toEqual({});
    expect(parseQuery(null)).toEqual({});
    expect(parseQuery(undefined)).toEqual({});
  });

  it('does not throw on malformed JSON', () => {
    expect(() => parseQuery('{"tab":')).not.toThrow();
  });

  describe('a __proto__ key must not change Object.prototype', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    afterEach(() => {
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it.each([
      ['JSON', '{"__proto__":{"polluted":"yes"}}'],
      ['URI-encoded JSON', encodeURIComponent('{"__proto__":{"polluted":"yes"}}')],
      ['standard', '__proto__=yes&__proto__[polluted]=yes'],
      ['repeated standard', '__proto__=a&__proto__=b'],
      ['constructor', 'constructor[prototype][polluted]=yes'],
    ])('%s', (_, input) => {
      const query = parseQuery(input);
      const proto = Object.getPrototypeOf(query);
      expect(proto === Object.prototype || proto === null).toBe(true);
      expect((query as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});

describe('stringifyQuery (spec §9 query-string helper)', () => {
  it('writes a standard query string with repeated keys for lists, no leading ?', () => {
    expect(stringifyQuery({ tab: 'Hotels', id: ['1', '2'], lat: 1.5, checkout: true })).toBe(
      'tab=Hotels&id=1&id=2&lat=1.5&checkout=true',
    );
  });

  it('leaves out empty values', () => {
    expect(stringifyQuery({ tab: 'Hotels', from: undefined, plum: null })).toBe('tab=Hotels');
  });

  it('reads back what it writes', () => {
    const query = { tab: 'Car Rentals', redirect: '/booknow/cars?x=1&y=2', id: ['a', 'b'] };
    expect(parseQuery(stringifyQuery(query))).toEqual(query);
  });
});
