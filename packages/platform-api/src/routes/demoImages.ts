import { type Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { type DemoImageKind, demoImage } from '../demo/demoImages.ts';
import { notFound } from '../http/errors.ts';

const NOT_FOUND = 'Demo image not found';

/**
 * The pictures the demo deals point at (`/api/demo-images/...svg`), drawn on request from the
 * file name: only names the deal generator emits get a picture, and nothing is read from disk.
 */
export function demoImageRoutes() {
  const routes = new Hono<AppEnv>();
  const answer = (kind: DemoImageKind) => (c: Context<AppEnv>) => {
    const image = demoImage(kind, c.req.param('file') ?? '');
    if (image === undefined) throw notFound(NOT_FOUND);
    return c.body(image, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      // Opened on its own, the picture may load and run nothing.
      'content-security-policy': "default-src 'none'",
    });
  };
  routes.get('/demo-images/hotels/:file', answer('hotels'));
  routes.get('/demo-images/activities/:file', answer('activities'));
  routes.get('/demo-images/cars/suppliers/:file', answer('suppliers'));
  routes.get('/demo-images/cars/:file', answer('cars'));
  routes.all('/demo-images/*', () => {
    throw notFound(NOT_FOUND);
  });
  return routes;
}
