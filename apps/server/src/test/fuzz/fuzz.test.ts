import { mkdirSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createSession } from '../../modules/users/sessions.ts';
import { testDatabases } from '../databases.ts';
import { type ApiRoute, routeKey, startAppWithRoutes } from '../route-table.ts';
import type { TestApp } from '../test-app.ts';
import { type FuzzRequest, requestsFor, toInject } from './requests.ts';
import { watchWrites } from './write-watch.ts';

/**
 * every route, as anyone, a customer and staff, gets generated params, query and
 * bodies. No answer may be a 500, every refusal is the error envelope with a message, and no
 * refused request changes stored data. FUZZ_RUNS raises the requests per route and role (CI: 100);
 * FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ROLES = ['anonymous', 'customer', 'staff'] as const;
type Role = (typeof ROLES)[number];
const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  customer: 'customer@example.com',
  staff: 'admin@example.com',
};

// Generous address limits: the fuzz test is one address sending thousands of sign-ins.
const NO_ADDRESS_LIMITS = { authRateLimitPerMinute: 1e9, authRateLimitPerHour: 1e9 };

// The route list comes from the server itself, so a new route is fuzzed without touching this file.
const [embedded] = testDatabases();
if (!embedded) throw new Error('no test database');
const listing = await startAppWithRoutes(embedded, NO_ADDRESS_LIMITS);
const ROUTES: ApiRoute[] = listing.routes;

type Problem = { route: string; role: Role; request: FuzzRequest; status: number; why: string };

describe.each(testDatabases())('fuzz on $name', (kind) => {
  let t: TestApp;
  let watch: Awaited<ReturnType<typeof watchWrites>>;
  const tokens: Partial<Record<Role, string>> = {};
  const figures = {
    cases: 0,
    refused: 0,
    serverErrors: 0,
    refusedWithWrites: 0,
    statuses: new Map<number, number>(),
  };
  const problems: Problem[] = [];

  const userIds: Partial<Record<Role, number>> = {};
  /**
   * A session made in the database, so a fuzzed logout, password or e-mail change cannot lock
   * the suite out (the account is found by id: a fuzzed call may change its address).
   */
  const freshToken = async (role: Exclude<Role, 'anonymous'>) => {
    if (userIds[role] === undefined) {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, EMAILS[role]));
      if (!user) throw new Error(`demo account ${EMAILS[role]} is missing`);
      userIds[role] = user.id;
    }
    tokens[role] = await createSession(t.database.db, userIds[role] as number, 1);
  };
  const tokenWorks = async (token: string) => {
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return Boolean(row && !row.revokedAt);
  };

  beforeAll(async () => {
    // The embedded database's app already listed the routes; fuzz that one rather than start another.
    t = kind.name === embedded.name ? listing.t : (await startAppWithRoutes(kind, NO_ADDRESS_LIMITS)).t;
    await freshToken('customer');
    await freshToken('staff');
    watch = await watchWrites(t.database.db);
    await watch.changes();
  });

  afterAll(async () => {
    const statuses = [...figures.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(
      `fuzz on ${kind.name} (seed ${SEED}, ${RUNS} runs per route and role): ${figures.cases} cases over ` +
        `${ROUTES.length} routes × ${ROLES.length} roles, ${figures.refused} refused, ${figures.serverErrors} answers of 500, ` +
        `${figures.refusedWithWrites} refused requests that changed data; statuses ${statuses}`,
    );
    mkdirSync('test-results', { recursive: true });
    writeFileSync(
      `test-results/fuzz-${kind.name}.json`,
      JSON.stringify(
        { seed: SEED, runs: RUNS, ...figures, statuses: Object.fromEntries(figures.statuses), problems },
        null,
        1,
      ),
    );
    await t?.close();
  });

  it('finds the routes to fuzz, and sees a committed write but not a rolled-back one', async () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    const db = t.database.db;
    await db.update(sessions).set({ lastSeenAt: new Date() });
    await db
      .transaction(async (tx) => {
        await tx.update(users).set({ firstname: 'Rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const writes = await watch.changes();
    expect([...writes.keys()]).toEqual(['UPDATE sessions']);
  });

  describe.each(ROUTES.flatMap((route) => ROLES.map((role) => ({ route, role, key: routeKey(route) }))))(
    '$key as $role',
    ({ route, role, key }) => {
      it('never answers 500, refuses in words and refuses without writing', async () => {
        const before = problems.length;
        // Staff may have changed this account's password in an earlier route: start signed in.
        if (role !== 'anonymous' && !(await tokenWorks(tokens[role] as string))) await freshToken(role);
        await watch.changes();
        await fc.assert(
          fc.asyncProperty(requestsFor(route), async (request) => {
            const token = role === 'anonymous' ? undefined : tokens[role];
            const res = await t.app.inject(toInject(request, token));
            const writes = await watch.changes();
            figures.cases += 1;
            figures.statuses.set(res.statusCode, (figures.statuses.get(res.statusCode) ?? 0) + 1);
            const note = (why: string) =>
              problems.push({ route: key, role, request, status: res.statusCode, why });
            // 503 is the server saying an outside service is not set up, not a fault (wfm.ts).
            if (res.statusCode >= 500 && res.statusCode !== 503) {
              figures.serverErrors += 1;
              note(res.body.slice(0, 200));
            }
            if (res.statusCode >= 400) {
              figures.refused += 1;
              const body = safeJson(res.body);
              if (body?.status !== 'error' || typeof body.data !== 'string' || !body.data.trim())
                note(`not the error envelope: ${res.body.slice(0, 200)}`);
              if (writes.size > 0) {
                figures.refusedWithWrites += 1;
                note(`refused but wrote ${[...writes].map(([what, n]) => `${n}× ${what}`).join(', ')}`);
              }
            } else if (writes.size > 0) {
              // Mail a success queued is delivered now, so its writes are not blamed on the next request.
              if (writes.has('INSERT outbox')) await t.app.ctx.outbox.drain();
              // A fuzzed logout or password change ended the session: carry on with a new one.
              if (token && !(await tokenWorks(token))) await freshToken(role as Exclude<Role, 'anonymous'>);
              await watch.changes();
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        const mine = problems.slice(before);
        expect(
          mine
            .slice(0, 5)
            .map((p) => `${p.status} ${p.request.method} ${p.request.url} [${p.request.encoding}] ${p.why}`),
          `${mine.length} problems; first request: ${JSON.stringify(mine[0]?.request)?.slice(0, 600)}`,
        ).toEqual([]);
      });
    },
  );
});

function safeJson(text: string): { status?: unknown; data?: unknown } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
