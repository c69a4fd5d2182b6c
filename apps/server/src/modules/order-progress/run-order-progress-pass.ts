import type { AppContext } from '../../app-context.ts';
import { XERO_LIMITS } from '../../xero/xero-client.ts';
import { readBusinessSettings } from '../business/index.ts';
import { type CallBudget, readOrderFacts } from './order-facts.ts';
import { claimOrders, followAcceptedOrders, serviceCallsToday } from './order-progress.repo.ts';
import { recordSteps } from './record-steps.ts';

/** Orders one process reads in a pass. */
const ORDERS_PER_PASS = 20;
/** Calls one pass may make to each service: a third of WorkflowMax's and Xero's minute. */
const CALLS_PER_PASS = 20;
/** Xero's day is shared with invoicing: progress reads stop while half of it is spent. */
const XERO_DAY_SHARE = XERO_LIMITS.perDay / 2;
/** How long a claim holds an order for its process: longer than a pass's calls may take. */
const LEASE_MS = 5 * 60_000;

export type OrderProgressPass = { read: number; notices: number };

/**
 * One pass of the progress poll at the context's clock (decisions/150): every accepted order is
 * followed; up to 20 not read within the poll's period are claimed (once across processes) and
 * read (their job from WorkflowMax, their invoice from Xero, each call counted with the
 * service's limits in the database and at most 20 a pass), and the steps reached are stored and
 * told. Any number of processes may run passes at once.
 */
export async function runOrderProgressPass(ctx: AppContext): Promise<OrderProgressPass> {
  const now = ctx.clock.now();
  await followAcceptedOrders(ctx.db);
  const claimed = await claimOrders(
    ctx.db,
    now,
    new Date(now.getTime() - ctx.config.orderProgressEveryMs),
    new Date(now.getTime() + LEASE_MS),
    ORDERS_PER_PASS,
  );
  if (claimed.length === 0) return { read: 0, notices: 0 };
  const business = await readBusinessSettings(ctx.db);
  const xeroRoom = ctx.xero && (await serviceCallsToday(ctx.db, 'xero')) < XERO_DAY_SHARE;
  const budget: CallBudget = { wfm: CALLS_PER_PASS, xero: xeroRoom ? CALLS_PER_PASS : 0 };
  let notices = 0;
  for (const { quoteId, quiet } of claimed) {
    const found = await readOrderFacts(ctx, quoteId, budget);
    if (!found) continue;
    notices += await recordSteps(ctx, business, found.order, found.facts, now, quiet);
  }
  if (notices > 0) ctx.outbox.kick();
  return { read: claimed.length, notices };
}
