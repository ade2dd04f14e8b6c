import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/sqlite.ts';
import { DEAL_GENERATOR_VERSION, type DealDetails } from '../src/demo/dealGenerator.ts';
import { escapeXml, supplierSvg } from '../src/demo/demoImages.ts';
import { type Reply, type RunningApi, startApi } from './helpers.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface StoredDeal {
  subdomain: string;
  status: string;
  details: DealDetails;
}

/** Every deal the API stored, with its agency, read from the database it seeded. */
function storedDeals(databaseFile: string): StoredDeal[] {
  const db = openDatabase(databaseFile);
  try {
    const rows = db
      .prepare(
        'SELECT a.subdomain, a.config_json, d.details_json FROM deals d JOIN agencies a ON a.id = d.agency_id ORDER BY d.id',
      )
      .all() as { subdomain: string; config_json: string; details_json: string }[];
    return rows.map((row) => ({
      subdomain: row.subdomain,
      status: JSON.parse(row.config_json).agency.status,
      details: JSON.parse(row.details_json),
    }));
  } finally {
    db.close();
  }
}

function imagesOf(details: DealDetails): string[] {
  if (details.kind === 'hotel') return [details.heroImage];
  if (details.kind === 'activity') return [details.imageUrl];
  return [details.vehiclePicture, details.logo];
}

/** A light well-formedness check: one <svg> root, balanced tags, nothing that loads or runs. */
function expectSafeSvg(reply: Reply, path: string) {
  const text = reply.text;
  expect(text.startsWith('<svg '), path).toBe(true);
  expect(text.endsWith('</svg>'), path).toBe(true);
  expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(text).not.toMatch(/<script|href=|url\((?!#)|<image|<foreignObject|\son[a-z]+=/i);
  expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  expect(Buffer.byteLength(text), path).toBeLessThan(3000);
  const open: string[] = [];
  let roots = 0;
  for (const [, closing, name, selfClosing] of text.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)(?:\s[^<>]*?)?(\/?)>/g,
  )) {
    if (open.length === 0 && !closing) roots += 1;
    if (closing) expect(open.pop(), path).toBe(name);
    else if (!selfClosing) open.push(name as string);
  }
  expect(open, path).toEqual([]);
  expect(roots, path).toBe(1);
}

describe('GET /api/demo-images: the pictures of the demo deals', () => {
  it('answers every image of every demo deal of the active agencies with a small, safe SVG', async () => {
    const deals = storedDeals(api.databaseFile).filter((deal) => deal.status === 'Active');
    const subdomains = new Set(deals.map((deal) => deal.subdomain));
    expect(subdomains.size).toBeGreaterThanOrEqual(3);
    const wanted = new Set<string>();
    for (const deal of deals) {
      for (const image of imagesOf(deal.details)) {
        expect(image).toMatch(
          /^\/api\/demo-images\/(hotels\/hotel-\d\d|activities\/activity-\d\d|cars\/[a-z0-9-]+|cars\/suppliers\/[a-z0-9-]+)\.svg$/,
        );
        wanted.add(`${deal.subdomain} ${image}`);
      }
    }
    for (const entry of wanted) {
      const [subdomain, path] = entry.split(' ') as [string, string];
      const reply = await api.call(path, { host: `${subdomain}.localhost` });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type'], path).toBe('image/svg+xml');
      expect(reply.headers['cache-control']).toBe('public, max-age=86400');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expectSafeSvg(reply, path);
    }
  });

  it('draws the same picture every time, and different pictures for different names', async () => {
    const first = await api.call('/api/demo-images/hotels/hotel-03.svg');
    const again = await api.call('/api/demo-images/hotels/hotel-03.svg');
    const other = await api.call('/api/demo-images/hotels/hotel-04.svg');
    expect(again.text).toBe(first.text);
    expect(other.text).not.toBe(first.text);
    const hertz = await api.call('/api/demo-images/cars/suppliers/hertz.svg');
    expect(hertz.text).toContain('>Hertz</text>');
    expect(hertz.text).toContain('font-family="sans-serif"');
  });

  it('gives a JSON 404 for names the generator never emits', async () => {
    for (const path of [
      '/api/demo-images',
      '/api/demo-images/',
      '/api/demo-images/hotels/hotel-00.svg',
      '/api/demo-images/hotels/hotel-21.svg',
      '/api/demo-images/hotels/hotel-1.svg',
      '/api/demo-images/hotels/hotel-001.svg',
      '/api/demo-images/hotels/hotel-01.jpg',
      '/api/demo-images/hotels/HOTEL-01.svg',
      '/api/demo-images/hotels/hotel-01.svg/x',
      '/api/demo-images/activities/activity-19.svg',
      '/api/demo-images/activities/hotel-01.svg',
      '/api/demo-images/cars/delorean.svg',
      '/api/demo-images/cars/kia-picanto.png',
      '/api/demo-images/cars/constructor.svg',
      '/api/demo-images/cars/__proto__.svg',
      '/api/demo-images/cars/hertz.svg',
      '/api/demo-images/cars/suppliers',
      '/api/demo-images/cars/suppliers/acme.svg',
      '/api/demo-images/cars/suppliers/kia-picanto.svg',
      '/api/demo-images/boats/ferry.svg',
    ]) {
      const reply = await api.call(path);
      expect(reply.status, path).toBe(404);
      expect(reply.headers['content-type'], path).toContain('application/json');
      expect(reply.body.message, path).toEqual(expect.any(String));
    }
    const post = await api.call('/api/demo-images/hotels/hotel-01.svg', { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('never reads a file from a path in the request', async () => {
    for (const path of [
      '/api/demo-images/hotels/..%2F..%2Fpackage.json',
      '/api/demo-images/hotels/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/demo-images/cars/..%2F..%2F..%2Fpackage.svg',
      '/api/demo-images/cars/suppliers/..%2Fkia-picanto.svg',
      '/api/demo-images/hotels/..%5Chotel-01.svg',
      '/api/demo-images/../../package.json',
    ]) {
      const reply = await api.call(path);
      expect(reply.status, path).toBe(404);
      expect(reply.text, path).not.toContain('"dependencies"');
    }
  });

  it('is served per agency like the rest of the API', async () => {
    const reply = await api.call('/api/demo-images/hotels/hotel-01.svg', {
      host: 'nobody.localhost',
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toEqual(expect.any(String));
  });
});

describe('demo images: escaping and regeneration of older databases', () => {
  it('escapes the text it draws', () => {
    expect(escapeXml(`A&B <"Co">'s`)).toBe('A&amp;B &lt;&quot;Co&quot;&gt;&apos;s');
    const badge = supplierSvg('odd', 'A&B <script>');
    expect(badge).toContain('A&amp;B &lt;script&gt;');
    expect(badge).not.toContain('<script');
  });

  it('replaces the deals of a database seeded by an older generator', async () => {
    const first = await startApi();
    await first.close();
    const db = openDatabase(first.databaseFile);
    try {
      // What version 1 left behind: its fingerprint and its /assets/deals picture paths.
      db.prepare(
        "UPDATE agencies SET deals_fingerprint = 'v1' || substr(deals_fingerprint, instr(deals_fingerprint, ':'))",
      ).run();
      db.prepare(
        "UPDATE deals SET details_json = replace(details_json, '/api/demo-images/', '/assets/deals/')",
      ).run();
    } finally {
      db.close();
    }
    expect(DEAL_GENERATOR_VERSION).toBeGreaterThan(1);
    const second = await startApi({ databaseFile: first.databaseFile });
    await second.close();
    const images = storedDeals(first.databaseFile).flatMap((deal) => imagesOf(deal.details));
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.startsWith('/api/demo-images/'))).toBe(true);
  });
});
