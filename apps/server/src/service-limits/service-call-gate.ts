import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serviceCalls } from '../db/schema/index.ts';
import { RetryLaterError } from '../outbox/delivery-errors.ts';

/** A service's published limits, for all of the portal's processes together. */
export type ServiceLimits = {
  perMinute: number;
  atOnce: number;
  /** Calls in any 24 hours; absent when the service publishes none. */
  perDay?: number;
  /** The longest one call may take (its timeout): a call whose process died stops counting then. */
  callBudgetMs: number;
};

export type ServiceCallGate = <T>(call: () => Promise<T>) => Promise<T>;

const DAY_MS = 24 * 60 * 60_000;
/** How often a call waiting for one of the running calls to end looks again. */
const RUNNING_POLL_MS = 100;

type Decision = { id: number } | { waitMs: number } | { dayFullForMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps calls to a service inside its limits across every server process:
 * each call is a row in `service_calls`, counted under a transaction-scoped advisory lock on the
 * service, so two processes never both take the last place. A call waits for a place in the
 * minute or among the running; when the day's calls are spent it is not made at all, and the
 * message waits for the reset without spending a try.
 */
export function serviceCallGate(db: Db, service: string, limits: ServiceLimits): ServiceCallGate {
  const lockKey = `service_calls:${service}`;
  const decide = (): Promise<Decision> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
      await tx
        .delete(serviceCalls)
        .where(
          and(
            eq(serviceCalls.service, service),
            lt(serviceCalls.startedAt, sql`now() - interval '25 hours'`),
          ),
        );
      const [counts] = await tx
        .select({
          day: sql<number>`count(*)::int`,
          minute: sql<number>`(count(*) filter (where ${serviceCalls.startedAt} > now() - interval '60 seconds'))::int`,
          running: sql<number>`(count(*) filter (where ${serviceCalls.finishedAt} is null and ${serviceCalls.endsBy} > now()))::int`,
          minuteFreeInMs: sql<number>`coalesce(ceil(extract(epoch from (min(${serviceCalls.startedAt}) filter (where ${serviceCalls.startedAt} > now() - interval '60 seconds') + interval '60 seconds' - now())) * 1000), 0)::int`,
          dayFreeInMs: sql<number>`coalesce(ceil(extract(epoch from (min(${serviceCalls.startedAt}) + interval '24 hours' - now())) * 1000), 0)::int`,
        })
        .from(serviceCalls)
        .where(
          and(
            eq(serviceCalls.service, service),
            sql`${serviceCalls.startedAt} > now() - interval '24 hours'`,
          ),
        );
      const day = Number(counts?.day ?? 0);
      if (limits.perDay !== undefined && day >= limits.perDay)
        return { dayFullForMs: Math.max(Number(counts?.dayFreeInMs ?? DAY_MS), 1_000) };
      if (Number(counts?.minute ?? 0) >= limits.perMinute)
        return { waitMs: Math.max(Number(counts?.minuteFreeInMs ?? 1_000), 10) };
      if (Number(counts?.running ?? 0) >= limits.atOnce) return { waitMs: RUNNING_POLL_MS };
      const [made] = await tx
        .insert(serviceCalls)
        .values({ service, endsBy: sql`now() + ${`${limits.callBudgetMs} milliseconds`}::interval` })
        .returning({ id: serviceCalls.id });
      return { id: made?.id ?? 0 };
    });

  /** Waits for a place; throws when the day's calls are spent. */
  const place = async (): Promise<number> => {
    for (;;) {
      const decision = await decide();
      if ('id' in decision) return decision.id;
      if ('dayFullForMs' in decision)
        throw new RetryLaterError(
          `${service} allows no more calls today; waiting for its daily limit to reset.`,
          decision.dayFullForMs,
          { spendsTry: false },
        );
      await sleep(decision.waitMs);
    }
  };
  // The calls of one process ask for places one after another, in the order they came: one
  // asker per process looks at the database, not every waiting call at once.
  let queue: Promise<unknown> = Promise.resolve();

  return async (call) => {
    const mine = queue.then(place);
    queue = mine.catch(() => {});
    const id = await mine;
    try {
      return await call();
    } finally {
      await db
        .update(serviceCalls)
        .set({ finishedAt: sql`now()` })
        .where(eq(serviceCalls.id, id))
        .catch(() => {
          // Unrecorded, the call stops counting as running at its ends_by.
        });
    }
  };
}
