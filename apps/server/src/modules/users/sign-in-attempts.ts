import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** DESIGN: Security: sign-in slowed after 5 failures on an account, capped at 100 an hour. */
const FREE_FAILURES = 5;
const MAX_WAIT_SECONDS = 15 * 60;
const HOURLY_FAILURES = 100;

/**
 * The moment an account may try again, or NULL when it may try now. Written once, in SQL, so
 * the claim below and the Retry-After figure agree, and the database clock decides.
 * After the 5th failure in a row the wait is 1 s, then 2 s, 4 s … up to 15 minutes after the
 * last failure; the exponent is capped so a long run of failures cannot overflow.
 */
const slowedUntil = sql`CASE WHEN ${users.failedLogins} >= ${sql.raw(String(FREE_FAILURES))}
  AND ${users.lastFailedLoginAt} IS NOT NULL
  THEN ${users.lastFailedLoginAt} + least(power(2, least(${users.failedLogins} - ${sql.raw(String(FREE_FAILURES))}, 20)), ${sql.raw(String(MAX_WAIT_SECONDS))}) * interval '1 second'
  END`;
const windowOpen = sql`(${users.signInWindowStartedAt} > now() - interval '1 hour')`;
const cappedUntil = sql`CASE WHEN ${windowOpen} AND ${users.signInWindowFailures} >= ${sql.raw(String(HOURLY_FAILURES))}
  THEN ${users.signInWindowStartedAt} + interval '1 hour' END`;
/** greatest() skips NULLs: NULL only when neither limit holds the account back. */
const nextAttemptAt = sql`greatest(${slowedUntil}, ${cappedUntil})`;

/** The hour window an attempt was counted in, so a success can take its count back. */
export type SignInClaim = { window: string };

/**
 * Counts this attempt as a failure before the password is checked, in one UPDATE that also
 * refuses it while the account is slowed or capped. Concurrent attempts each see the count the
 * previous one left, so a burst gets 5 tries, not one per request.
 * Returns undefined when the account must wait.
 */
export async function claimSignInAttempt(db: Db | Tx, userId: number): Promise<SignInClaim | undefined> {
  const [claim] = await db
    .update(users)
    .set({
      failedLogins: sql`${users.failedLogins} + 1`,
      lastFailedLoginAt: sql`now()`,
      signInWindowStartedAt: sql`CASE WHEN ${windowOpen} THEN ${users.signInWindowStartedAt} ELSE now() END`,
      signInWindowFailures: sql`CASE WHEN ${windowOpen} THEN ${users.signInWindowFailures} + 1 ELSE 1 END`,
    })
    .where(and(eq(users.id, userId), sql`(${nextAttemptAt} IS NULL OR ${nextAttemptAt} <= now())`))
    .returning({ window: sql<string>`${users.signInWindowStartedAt}::text` });
  return claim;
}

/**
 * The right password: the run of failures ends, and the attempt no longer counts against the
 * hour (unless a new hour began meanwhile, whose count it never joined).
 */
export async function releaseSignInAttempt(db: Db | Tx, userId: number, claim: SignInClaim): Promise<void> {
  const sameWindow = sql`${users.signInWindowStartedAt} = ${claim.window}::timestamptz`;
  await db
    .update(users)
    .set({
      failedLogins: 0,
      lastFailedLoginAt: null,
      signInWindowFailures: sql`CASE WHEN ${sameWindow} THEN greatest(${users.signInWindowFailures} - 1, 0) ELSE ${users.signInWindowFailures} END`,
    })
    .where(eq(users.id, userId));
}

/** Whole seconds until the account may try again (at least 1), for the Retry-After header. */
export async function secondsUntilNextAttempt(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${nextAttemptAt} - now())))::int` })
    .from(users)
    .where(eq(users.id, userId));
  return Math.max(1, Number(row?.seconds ?? 1));
}

/** A new password starts the account's count afresh (reset link, My Account, an admin). */
export const clearedSignInFailures = {
  failedLogins: 0,
  lastFailedLoginAt: null,
  signInWindowStartedAt: null,
  signInWindowFailures: 0,
} as const;
