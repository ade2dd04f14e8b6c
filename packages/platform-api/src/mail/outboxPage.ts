import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv, Services } from '../context.ts';

/**
 * `GET /_dev/outbox`: what the API would have e-mailed for the agency of the Host, newest first,
 * each with its recipient, subject, text and the links it carries (clickable). A local tool for
 * trying sign-up and password reset without a mail server: the API mounts it only on its
 * `devTools` app, which `npm start` serves outside production and nginx never does.
 */
export function outboxPageRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/outbox', (c) => {
    const { agency } = c.var;
    const messages = services.outbox.list(agency.subdomain);
    // The tokens in these links are secrets: no caching, no referrer, never indexed.
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Outbox: ${agency.config.agency.agencyName}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; }
      article { border: 1px solid #888; border-radius: 8px; margin-block: 1rem; padding: 1rem; }
      h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
      dl { display: grid; gap: 0.25rem 1rem; grid-template-columns: max-content 1fr; margin: 0; }
      dt { font-weight: 600; }
      dd { margin: 0; overflow-wrap: anywhere; }
      pre { white-space: pre-wrap; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main>
      <h1>Outbox of ${agency.config.agency.agencyName}</h1>
      <p>
        Local development only. The reference API cannot send e-mail, so it keeps here what it
        would have sent, newest first, until it restarts.
      </p>
      ${
        messages.length === 0
          ? html`<p>No message yet.</p>`
          : messages.map(
              (message) => html`<article aria-labelledby="message-${message.id}">
  <h2 id="message-${message.id}" dir="auto">${message.subject}</h2>
  <dl>
    <dt>To</dt><dd data-field="to">${message.to}</dd>
    <dt>Sent</dt><dd><time datetime="${message.sentAt.toISOString()}">${message.sentAt.toISOString()}</time></dd>
  </dl>
  <pre dir="auto">${message.text}</pre>
  <ul>
    ${message.links.map((link) => html`<li><a dir="auto" href="${link.url}">${link.label}</a></li>`)}
  </ul>
</article>`,
            )
      }
    </main>
  </body>
</html>`);
  });
  return routes;
}
