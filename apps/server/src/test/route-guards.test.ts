import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './databases.ts';
import { type ApiRoute, routeKey, startAppWithRoutes } from './route-table.ts';
import type { TestApp } from './test-app.ts';

/**
 * The API calls anyone may make without signing in, each with its reason. Every
 * other /api route must name a guard (requireUser or requireAdmin, plugins/auth.ts): a route
 * added without one fails this suite instead of answering the world.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': "the load balancer's check: says only that the database answers",
  'POST /api/users/login': 'signing in',
  'POST /api/users/register': 'a new customer registers',
  'POST /api/users/forgetpassword': 'asking for a reset link, answered alike for any address',
  'POST /api/users/resetpassword': 'the reset link carries its own token',
  'POST /api/quotes/fetchstatus': 'the /accept and /reject pages: the link token is the key',
  'POST /api/quotes/accept': 'the /accept page: the link token is the key',
  'POST /api/quotes/reject': 'the /reject page: the link token is the key',
  'POST /api/quotes/requestchanges': 'the link pages ask for changes: the link token is the key',
  'POST /api/quotes/linkcertificate': 'the /accept page after accepting: the link token is the key',
  'POST /api/quotes/linkrevision':
    "the link pages' whole document of what changed: the link token is the key",
  'GET /api/products/placeholder/:kind/:file': 'the product image placeholders, the same for all',
  'POST /api/inbound/mail': 'the mail provider posts replies with its bearer secret',
  'POST /api/users/resetlinkstate': 'the reset page asks whether its own link can still be used',
  'GET /api/business': 'who runs the portal, as every page (the sign-in page too) shows it',
  'GET /api/business/logo/:id': "the business's logo, shown on every page and in mails",
  'POST /api/sms/status/:key': "the SMS provider's report, checked by its signature",
  'POST /api/proofs/fetchstatus': 'the mailed proof page: the link token is the key',
  'POST /api/proofs/approve': 'the mailed proof page approves: the link token is the key',
  'POST /api/proofs/requestchanges': 'the mailed proof page asks for changes: the link token is the key',
  'GET /api/proofs/linkfile/:id': "the mailed proof page's image: the link token is the key",
};

/** The routes that let anyone in without being on the public list. */
export const unguardedRoutes = (routes: ApiRoute[], publicRoutes: Record<string, string>): string[] =>
  routes.filter((route) => route.guard === 'anyone' && !(routeKey(route) in publicRoutes)).map(routeKey);

describe.each(testDatabases().slice(0, 1))('route guards on $name', (kind) => {
  let t: TestApp;
  let routes: ApiRoute[];
  beforeAll(async () => {
    ({ t, routes } = await startAppWithRoutes(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('guards every /api route but the short public list', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(unguardedRoutes(routes, PUBLIC_ROUTES)).toEqual([]);
    // The list names only routes that exist and are really open.
    const open = new Set(routes.filter((route) => route.guard === 'anyone').map(routeKey));
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !open.has(key as never))).toEqual([]);
  });

  it('catches a route planted without a guard', () => {
    const planted: ApiRoute = {
      method: 'POST',
      url: '/api/quotes/planted/:id',
      guard: 'anyone',
      paramNames: ['id'],
    };
    expect(unguardedRoutes([...routes, planted], PUBLIC_ROUTES)).toEqual(['POST /api/quotes/planted/:id']);
  });
});
