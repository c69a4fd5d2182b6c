import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, AUTHORIZATION_CALLS, type Target } from './authorization-calls.ts';
import { AUTHORIZATION_MATRIX, type Relation } from './authorization-matrix.ts';
import { testDatabases } from './databases.ts';
import { freshFile } from './fresh-files.ts';
import { freshMemo } from './fresh-memo.ts';
import { contactIdsOf, goldenContent } from './quote-fixtures.ts';
import { apiRouteCollector, getRouteOf, type RouteKey } from './route-table.ts';
import { storedFingerprint } from './stored-fingerprint.ts';
import { startTestApp, type TestApp } from './test-app.ts';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'staff';
type Owner = 'A' | 'B';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'staff'];
const OWNERS: Owner[] = ['A', 'B'];

const relationOf = (caller: Caller, owner: Owner): Relation => {
  if (caller === 'anonymous' || caller === 'staff') return caller;
  return caller === `customer${owner}` ? 'own' : 'foreign';
};

/** A sign-in answers for the credentials sent, whoever sends them: its answer is that account's. */
const CREDENTIAL_ROUTES: RouteKey[] = ['POST /api/users/login'];

/** Where a route's answers may be kept by a browser: only an answer its route made public. */
const PUBLIC_CACHE: RouteKey[] = ['GET /api/products/placeholder/:kind/:file', 'GET /api/docs/:file'];

describe.each(testDatabases())('authorization matrix on $name', (kind) => {
  const collector = apiRouteCollector();
  let t: TestApp;
  const accounts = {} as Record<Owner, Account>;
  let freshCount = 0;

  beforeAll(async () => {
    // The matrix signs in again after every write; the per-address limit is not under test here.
    t = await startTestApp(
      kind,
      { authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 },
      { onRoute: collector.onRoute },
    );
    const staff = await t.signIn('admin@example.com');
    for (const [owner, email] of [
      ['A', 'customer@example.com'],
      ['B', 'customer2@example.com'],
    ] as const) {
      const session = await t.signIn(email);
      const company = await t.call<{ id: number; company: string }>(
        'GET',
        `/api/companies/getcompanybyuser/${session.user.id}`,
        { token: staff.token },
      );
      const [contactId] = (await contactIdsOf(t.database.db, session.user.id)) as [number];
      const quote = await t.call<{ id: number }>('POST', '/api/quotes/add', {
        token: session.token,
        body: { content: goldenContent(), contact_user: String(contactId), label: `Matrix ${owner}` },
      });
      const order = await t.call<{ id: number; version: number }>('POST', '/api/quotes/add', {
        token: session.token,
        body: { content: goldenContent(), contact_user: String(contactId), label: `Matrix order ${owner}` },
      });
      const ordered = await t.call('POST', `/api/quotes/edit/${order.body.data.id}`, {
        token: staff.token,
        body: { action: 'request_order', version: order.body.data.version },
      });
      if (ordered.statusCode !== 200) throw new Error(`no order: ${JSON.stringify(ordered.body)}`);
      accounts[owner] = {
        userId: session.user.id,
        email,
        company: company.body.data.company,
        companyId: company.body.data.id,
        contactId,
        quoteId: quote.body.data.id,
        orderId: order.body.data.id,
      };
    }
  }, 180_000);
  afterAll(() => t?.close());

  it('names every route the server has, and no route it does not', () => {
    const served = collector.routes().map(getRouteOf);
    const missing = [...new Set(served)].filter((key) => !(key in AUTHORIZATION_MATRIX));
    const gone = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !served.includes(key as RouteKey));
    const uncalled = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !(key in AUTHORIZATION_CALLS));
    const extraCalls = Object.keys(AUTHORIZATION_CALLS).filter((key) => !(key in AUTHORIZATION_MATRIX));
    expect({ missing, gone, uncalled, extraCalls }).toEqual({
      missing: [],
      gone: [],
      uncalled: [],
      extraCalls: [],
    });
  });

  it('answers every route, caller and object as the table says, and refusals change nothing', async () => {
    const EMAILS = { customerA: accounts.A.email, customerB: accounts.B.email, staff: 'admin@example.com' };
    const signIn = async (caller: Exclude<Caller, 'anonymous'>) => (await t.signIn(EMAILS[caller])).token;
    const signInAll = async (): Promise<Record<Caller, string | undefined>> => ({
      anonymous: undefined,
      customerA: await signIn('customerA'),
      customerB: await signIn('customerB'),
      staff: await signIn('staff'),
    });
    let tokens = await signInAll();
    const asStaff = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
      const res = await t.call<T>(method, url, { token: tokens.staff, body });
      if (res.statusCode !== 200) throw new Error(`${method} ${url} as staff: ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const targetOf = (owner: Owner): Target => {
      const account = accounts[owner];
      return {
        owner: account,
        fresh: {
          quote: async () =>
            (
              await t.call<{ id: number }>('POST', '/api/quotes/add', {
                token: tokens[`customer${owner}`],
                body: { content: goldenContent(), contact_user: String(account.contactId) },
              })
            ).body.data.id,
          contact: async () =>
            (
              await asStaff<{ contact: { id: number } }>('POST', '/api/companies/addcontact', {
                company_id: account.companyId,
                firstname: 'Fresh',
                position: 'Buyer',
                mobile: '0400 111 222',
                email: 'fresh.contact@example.com',
              })
            ).contact.id,
          company: async () => {
            freshCount += 1;
            const made = await asStaff<{ company: { id: number } }>('POST', '/api/companies/add/', {
              company: `Matrix Throwaway ${freshCount}`,
              phone: '02 9000 0002',
              email: `throwaway${freshCount}@matrix.example.com`,
            });
            return made.company.id;
          },
          email: () => {
            freshCount += 1;
            return `matrix${freshCount}@example.com`;
          },
          file: (fileKind) => freshFile(t, tokens.staff, account, fileKind),
          memo: (memoKind) => freshMemo(t, tokens[`customer${owner}`], account.quoteId, memoKind),
        },
        staffGet: (url) => asStaff('GET', url),
      };
    };

    const problems: string[] = [];
    let cells = 0;
    let unexpectedSuccesses = 0;
    for (const route of collector.routes()) {
      const expected = AUTHORIZATION_MATRIX[getRouteOf(route)];
      const call = AUTHORIZATION_CALLS[getRouteOf(route)];
      if (!expected || !call) continue; // reported by the test above
      const [method] = route.split(' ') as ['GET' | 'HEAD' | 'POST'];
      for (const caller of CALLERS) {
        for (const owner of OWNERS) {
          const relation = relationOf(caller, owner);
          const want = expected[relation];
          const request = await call(targetOf(owner));
          const refusedWrite = method === 'POST' && want >= 400;
          const before = refusedWrite ? await storedFingerprint(t.database.db) : undefined;
          const res = await t.app.inject({
            method,
            url: request.url,
            headers: {
              ...(tokens[caller] ? { authorization: `Bearer ${tokens[caller]}` } : {}),
              ...request.headers,
            },
            ...(request.body === undefined ? {} : { payload: request.body as object }),
          });
          cells += 1;
          const cell = `${route} as ${caller} on ${owner}'s object (${relation})`;
          if (res.statusCode !== want) {
            problems.push(`${cell}: ${res.statusCode}, expected ${want}: ${res.body.slice(0, 200)}`);
            if (res.statusCode < 300 && want >= 300) unexpectedSuccesses += 1;
          }
          const cacheControl = res.headers['cache-control'];
          if (!PUBLIC_CACHE.includes(getRouteOf(route)) && cacheControl !== 'no-store')
            problems.push(`${cell}: cache-control ${String(cacheControl)}`);
          // A customer's answer never holds the other customer's account, even on a 200.
          if ((caller === 'customerA' || caller === 'customerB') && !CREDENTIAL_ROUTES.includes(route)) {
            const other = accounts[caller === 'customerA' ? 'B' : 'A'];
            for (const mark of [other.email, other.company])
              if (res.statusCode < 300 && res.body.includes(mark)) {
                problems.push(`${cell}: answer holds ${mark}`);
                unexpectedSuccesses += 1;
              }
          }
          if (before) {
            const after = await storedFingerprint(t.database.db);
            const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
            if (changed.length) problems.push(`${cell}: refused, yet changed ${changed.join(', ')}`);
          }
          // A write may have ended this caller's session (logout): the next cell starts signed in.
          if (method === 'POST' && caller !== 'anonymous')
            tokens = { ...tokens, [caller]: await signIn(caller) };
        }
      }
      // Writes may end sessions (logout, a new password): every caller starts the next route signed in.
      if (method === 'POST') tokens = await signInAll();
    }
    console.log(
      `authorization matrix on ${kind.name}: ${collector.routes().length} routes, ${cells} cells, ` +
        `${unexpectedSuccesses} unexpected successes, ${problems.length} differences from the table`,
    );
    expect(problems).toEqual([]);
    expect(unexpectedSuccesses).toBe(0);
  }, 600_000);
});
