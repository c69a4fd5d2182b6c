import { businessToday } from '@portal/domain/dates';
import { roundHalfUp } from '@portal/domain/money';
import { DECLINE_REASON_LABELS, type DeclineReason } from '@portal/domain/quote-links';
import { averageCents, type FunnelReportAnswer, percentOf, type ReportPeriod } from '@portal/domain/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readBusinessSettings } from '../business/index.ts';
import { periodBoundsOf } from './period-bounds.ts';
import { rowsOf } from './raw-rows.ts';

type FateRow = {
  reason: string | null;
  sent: number | string;
  viewed: number | string;
  accepted: number | string;
  expired: number | string;
  median_days: number | string | null;
};

/**
 * GET /reports/funnel (decisions/136): the quotes first sent in the period, and what became of
 * each — viewed by the customer after sending, accepted (an order), declined (its latest
 * decline's reason, unless accepted since), expired (neither, past its valid-to day) — with the
 * win rate and the median days from first sending to acceptance; and the orders accepted in the
 * period with their average value ex GST. The quotes are their funnel rows, kept in step with
 * every send, opening, decline and move (quotes/quote-funnel.ts), read from the period's stretch
 * of `quote_funnel_period_idx` alone.
 */
export async function funnelReport(
  db: Db,
  period: ReportPeriod,
  now = new Date(),
): Promise<FunnelReportAnswer> {
  const { time_zone: timeZone } = await readBusinessSettings(db);
  const bounds = periodBoundsOf(period, timeZone);
  // Raw SQL takes the moments as text: the drivers differ on Date parameters.
  const start = bounds.start.toISOString();
  const end = bounds.end.toISOString();
  // Expiry is the valid-to day passing: compared with today here, never written when it passes.
  const today = businessToday(now, timeZone);
  // One row per fate: the accepted and the open fall under a null reason, each decline reason apart.
  const fates = await db.execute(sql`
    select case when accepted_at is null then decline_reason end as reason,
      count(*) as sent,
      count(viewed_at) as viewed,
      count(accepted_at) as accepted,
      count(*) filter (
        where accepted_at is null and decline_reason is null and valid_to < ${today}::date
      ) as expired,
      percentile_cont(0.5) within group (
        order by extract(epoch from (accepted_at - first_sent_at)) / 86400
      ) filter (where accepted_at is not null) as median_days
    from quote_funnel
    where first_sent_at >= ${start}::timestamptz and first_sent_at < ${end}::timestamptz
    group by 1
  `);
  const rows = rowsOf<FateRow>(fates);
  const [orders] = rowsOf<{ orders: number | string; revenue: number | string }>(
    await db.execute(sql`
      select count(*) as orders, coalesce(sum(price_cents), 0) as revenue
      from order_figures where accepted_at >= ${start}::timestamptz and accepted_at < ${end}::timestamptz
    `),
  );

  const sum = (key: 'sent' | 'viewed' | 'accepted' | 'expired') =>
    rows.reduce((n, r) => n + Number(r[key]), 0);
  const declines = rows
    .filter((r) => r.reason !== null)
    .map((r) => {
      const reason = r.reason ?? '';
      const label = Object.hasOwn(DECLINE_REASON_LABELS, reason)
        ? DECLINE_REASON_LABELS[reason as DeclineReason]
        : reason;
      return { reason, label, count: Number(r.sent) };
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const median = rows.find((r) => r.reason === null)?.median_days ?? null;
  const sent = sum('sent');
  const accepted = sum('accepted');
  const orderCount = Number(orders?.orders ?? 0);
  const revenue = Number(orders?.revenue ?? 0);
  return {
    from: period.from,
    to: period.to,
    sent,
    viewed: sum('viewed'),
    accepted,
    declined: declines.reduce((n, d) => n + d.count, 0),
    declined_by_reason: declines,
    expired: sum('expired'),
    win_rate_percent: percentOf(accepted, sent),
    median_days_to_accept: median === null ? null : roundHalfUp(Number(median) * 10) / 10,
    orders: orderCount,
    revenue_cents: revenue,
    average_order_cents: averageCents(revenue, orderCount),
  };
}
