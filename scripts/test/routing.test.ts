// The routing decision alone (routing.ts): request in, decision out, no file read. The HTTP route
// table (siteFixture ROUTE_CASES) runs the same decision through both servers.
import { LOGIN_PATH, SESSION_COOKIES } from '@wl/core';
import { describe, expect, it } from 'vitest';
import {
  type RoutableSite,
  type RouteDecision,
  routableSite,
  routeRequest,
  type ServeFile,
  type SiteRequest,
} from '../lib/routing.ts';
import { CACHE_HTML, CACHE_IMMUTABLE } from '../lib/serving.ts';
import { APP_SHELL, BARE_APP_SHELL } from '../lib/siteRules.ts';
import { demoSiteRules } from './siteFixture.ts';

const demo = demoSiteRules();
function site(subdomain: string): RoutableSite {
  const rules = demo.get(subdomain);
  if (!rules) throw new Error(`no demo rules for ${subdomain}`);
  return routableSite(rules);
}

const get = (url: string, extra: Partial<SiteRequest> = {}): SiteRequest => ({
  method: 'GET',
  url,
  host: 'horizon.localhost',
  cookie: undefined,
  ...extra,
});

/** The files a decision tries, following `otherwise` down to its last answer. */
function chain(decision: RouteDecision): (string | RouteDecision)[] {
  if (decision.kind !== 'file') return [decision];
  return [...decision.files, ...chain(decision.otherwise)];
}

const errorsPage = (subdomain: string): ServeFile => ({
  kind: 'file',
  files: [`${subdomain}/errors/index.html`],
  status: 404,
  cacheControl: CACHE_HTML,
  agencyFile: true,
  otherwise: { kind: 'text', status: 404, body: 'Not found' },
});

describe('routeRequest: the steps of the serving contract (spec §2.1, DESIGN §2 Serving)', () => {
  const cases: {
    name: string;
    request: SiteRequest;
    site: string | null;
    decision: RouteDecision;
  }[] = [
    {
      name: '1. an unreadable path is 400',
      request: get('/%E0%A4%A'),
      site: 'horizon',
      decision: { kind: 'text', status: 400, body: 'Bad Request' },
    },
    {
      name: '1. /api goes to the platform API unchanged, on any host',
      request: get('/api/agency?x=1', { host: 'nobody.localhost' }),
      site: null,
      decision: { kind: 'api', url: '/api/agency?x=1' },
    },
    {
      name: '1. POST /login goes to the form sign-in with its query (DESIGN §4)',
      request: get('/login/?redirect=%2Fabout', { method: 'POST' }),
      site: 'horizon',
      decision: { kind: 'api', url: '/api/user/login/form?redirect=%2Fabout' },
    },
    {
      name: "2. a host no agency is built for gets the 'Agency not found!' page",
      request: get('/', { host: 'nobody.localhost' }),
      site: null,
      decision: {
        kind: 'file',
        files: ['404.html'],
        status: 404,
        cacheControl: CACHE_HTML,
        agencyFile: false,
        otherwise: { kind: 'text', status: 404, body: 'Agency not found!' },
      },
    },
    {
      name: '2. a site answers GET and HEAD only',
      request: get('/about', { method: 'DELETE' }),
      site: 'horizon',
      decision: {
        kind: 'text',
        status: 405,
        body: 'Method Not Allowed',
        headers: { Allow: 'GET, HEAD' },
      },
    },
    {
      name: '3. shared assets are immutable; a missing one is the 404 page',
      request: get('/_shell/x.abc123.js'),
      site: 'horizon',
      decision: {
        kind: 'file',
        files: ['_shell/x.abc123.js'],
        status: 200,
        cacheControl: CACHE_IMMUTABLE,
        agencyFile: false,
        otherwise: errorsPage('horizon'),
      },
    },
    {
      name: '3. the rules file is never served',
      request: get('/_site.json'),
      site: 'horizon',
      decision: errorsPage('horizon'),
    },
    {
      name: '4. spec §2.1 special agency mode: a visitor at / goes to login',
      request: get('/', { host: 'solmar.localhost' }),
      site: 'solmar',
      decision: {
        kind: 'redirect',
        location: `${LOGIN_PATH}?${new URLSearchParams({ redirect: '/booknow/hotels' })}`,
      },
    },
    {
      name: '4. spec §2.1 special agency mode: a signed-in user at / goes to hotels',
      request: get('/', {
        host: 'solmar.localhost',
        cookie: `${SESSION_COOKIES.accessToken}=abc`,
      }),
      site: 'solmar',
      decision: { kind: 'redirect', location: '/booknow/hotels' },
    },
  ];
  for (const { name, request, site: subdomain, decision } of cases) {
    it(name, () => {
      expect(routeRequest(request, subdomain ? site(subdomain) : null)).toEqual(decision);
    });
  }

  it('5. a page in the requested language first, then the default one, then the file itself', () => {
    const decision = routeRequest(get('/about/?lng=ar'), site('horizon'));
    expect(chain(decision).slice(0, 3)).toEqual([
      'horizon/_lang/ar/about/index.html',
      'horizon/about/index.html',
      'horizon/about',
    ]);
  });

  it('6. a route a remote owns (spec §2.1) serves the app shell when no file matches', () => {
    const decision = routeRequest(get('/booknow/hotels/search'), site('horizon'));
    expect(chain(decision)).toContain(`horizon${APP_SHELL}`);
  });

  it('6. proposal pages (spec §2.1) serve the shell without header and footer', () => {
    const decision = routeRequest(get('/disapproveProposal'), site('horizon'));
    expect(chain(decision)).toContain(`horizon${BARE_APP_SHELL}`);
  });

  it('6. spec §2.1: /agency-terms-and-conditions/{id} is its own file, another id the 404 page', () => {
    const own = routeRequest(get('/agency-terms-and-conditions/1001'), site('horizon'));
    expect(own).toMatchObject({
      kind: 'file',
      files: [
        'horizon/agency-terms-and-conditions/1001/index.html',
        'horizon/agency-terms-and-conditions/1001',
      ],
      status: 200,
      otherwise: errorsPage('horizon'),
    });
    // Another agency's id (nordlys is 1003), or any other: never the app shell, 404 with /errors.
    for (const id of ['1003', '42', 'x']) {
      const decision = routeRequest(get(`/agency-terms-and-conditions/${id}`), site('horizon'));
      expect(decision.kind === 'file' && decision.otherwise, id).toEqual(errorsPage('horizon'));
      expect(chain(decision), id).not.toContain(`horizon${APP_SHELL}`);
    }
  });

  it('5. spec §2.1: the terms and cancellation policy pages are files of the shell', () => {
    for (const path of [
      '/user-terms-and-conditions',
      '/cancellation-policy',
      '/cancellation-policy/disney',
    ]) {
      const decision = routeRequest(get(path), site('nordlys'));
      expect(chain(decision)[0], path).toBe(`nordlys${path}/index.html`);
      // The route table gives them to the shell: no rewrite sends them to the main remote's shell.
      expect(chain(decision), path).not.toContain(`nordlys${APP_SHELL}`);
    }
  });

  it('7. spec §2.1: a path nothing matches redirects to /errors (built-in main remote)', () => {
    const decision = routeRequest(get('/no/such/page'), site('horizon'));
    expect(chain(decision).at(-1)).toEqual({ kind: 'redirect', location: '/errors' });
  });
});
