import {
  breakdownLabel,
  type MarginReportAnswer,
  type MarginReportQuery,
  type MarginRow,
  marginFiguresOf,
} from '@portal/domain/reports';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies, orderFigureLines, orderFigures, users } from '../../db/schema/index.ts';
import { readBusinessSettings } from '../business/index.ts';
import { type PeriodBounds, periodBoundsOf } from './period-bounds.ts';
import { rowsOf } from './raw-rows.ts';

type Sums = { key: string; orders: number; revenue: number; cost: number };

const sumOf = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)::bigint`;

/**
 * GET /reports/margins: accepted orders of a period by client, decoration process, supplier
 * catalogue, month or quarter, from the figures kept with each order (decisions/135). Every
 * row's figures are sums of the orders behind it; the rows of one report add up to its total.
 */
export async function marginReport(db: Db, query: MarginReportQuery): Promise<MarginReportAnswer> {
  const { time_zone: timeZone } = await readBusinessSettings(db);
  const bounds = periodBoundsOf(query, timeZone);
  const sums = await sumsBy(db, query.by, bounds, timeZone);
  const labels =
    query.by === 'client'
      ? await clientLabels(
          db,
          sums.map((s) => Number(s.key)),
        )
      : null;
  const rows: MarginRow[] = sums.map((s) => ({
    key: s.key,
    label:
      labels?.get(Number(s.key)) ??
      (query.by === 'process' || query.by === 'catalogue' ? breakdownLabel(query.by, s.key) : s.key),
    ...marginFiguresOf(s.orders, s.revenue, s.cost),
  }));
  if (query.by !== 'month' && query.by !== 'quarter')
    rows.sort((a, b) => b.revenue_cents - a.revenue_cents || a.label.localeCompare(b.label));
  const [total] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenue: sumOf(orderFigures.priceCents),
      cost: sumOf(orderFigures.costCents),
    })
    .from(orderFigures)
    .where(inPeriod(orderFigures.acceptedAt, bounds));
  return {
    by: query.by,
    from: query.from,
    to: query.to,
    rows,
    total: marginFiguresOf(total?.orders ?? 0, Number(total?.revenue ?? 0), Number(total?.cost ?? 0)),
  };
}

const inPeriod = (column: AnyPgColumn, bounds: PeriodBounds) =>
  and(gte(column, bounds.start), lt(column, bounds.end));

async function sumsBy(
  db: Db,
  by: MarginReportQuery['by'],
  bounds: PeriodBounds,
  timeZone: string,
): Promise<Sums[]> {
  if (by === 'process' || by === 'catalogue') {
    const rows = await db
      .select({
        key: orderFigureLines.key,
        orders: sql<number>`count(*)::int`,
        revenue: sumOf(orderFigureLines.priceCents),
        cost: sumOf(orderFigureLines.costCents),
      })
      .from(orderFigureLines)
      .where(and(eq(orderFigureLines.dimension, by), inPeriod(orderFigureLines.acceptedAt, bounds)))
      .groupBy(orderFigureLines.key);
    return rows.map(numbers);
  }
  if (by === 'client') {
    const rows = await db
      .select({
        key: sql<string>`${orderFigures.userId}::text`,
        orders: sql<number>`count(*)::int`,
        revenue: sumOf(orderFigures.priceCents),
        cost: sumOf(orderFigures.costCents),
      })
      .from(orderFigures)
      .where(inPeriod(orderFigures.acceptedAt, bounds))
      .groupBy(orderFigures.userId);
    return rows.map(numbers);
  }
  // Each order's moment is truncated to its month or quarter in the zone, and only the groups are
  // written as text. The unit and format are constants of this code, never input.
  const unit = sql.raw(by === 'month' ? "'month'" : "'quarter'");
  const format = sql.raw(by === 'month' ? "'YYYY-MM'" : `'YYYY-"Q"Q'`);
  const rows = rowsOf<{ key: string; orders: number; revenue: string; cost: string }>(
    await db.execute(sql`
      select to_char(period, ${format}) as key, count(*)::int as orders,
        coalesce(sum(price_cents), 0)::bigint as revenue, coalesce(sum(cost_cents), 0)::bigint as cost
      from (
        select date_trunc(${unit}, accepted_at at time zone ${timeZone}) as period, price_cents, cost_cents
        from order_figures
        where accepted_at >= ${bounds.start.toISOString()}::timestamptz
          and accepted_at < ${bounds.end.toISOString()}::timestamptz
      ) as periods
      group by period
      order by period`),
  );
  return rows.map(numbers);
}

const numbers = (r: { key: string; orders: number; revenue: string; cost: string }): Sums => ({
  key: r.key,
  orders: Number(r.orders),
  revenue: Number(r.revenue),
  cost: Number(r.cost),
});

/** A client's name in reports: its company, else the account holder's name or e-mail. */
async function clientLabels(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const labels = new Map<number, string>();
  if (userIds.length === 0) return labels;
  const accounts = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  for (const a of accounts) labels.set(a.id, `${a.firstname} ${a.lastname}`.trim() || a.email);
  const named = await db
    .select({ userId: companies.userId, company: companies.company })
    .from(companies)
    .where(inArray(companies.userId, userIds));
  for (const c of named) if (c.company.trim()) labels.set(c.userId, c.company);
  return labels;
}
