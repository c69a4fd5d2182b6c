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
 * period with their average value ex GST.
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
  const today = businessToday(now, timeZone);
  // One row per fate: the accepted and the open fall under a null reason, each decline reason apart.
  const fates = await db.execute(sql`
    with first_sends as (
      select s.quote_id, s.sent_at
      from sent_revisions s
      where s.sent_at >= ${start}::timestamptz and s.sent_at < ${end}::timestamptz
        and not exists (
          select 1 from sent_revisions e where e.quote_id = s.quote_id and e.revision < s.revision
        )
    ), fates as (
      -- Probes by each quote's own indexes: joining the quotes table would read every wide row.
      select f.sent_at, o.accepted_at,
        exists (
          select 1 from quote_views v where v.quote_id = f.quote_id and v.created_at >= f.sent_at
        ) as viewed,
        case when o.accepted_at is null then (
          select d.reason from quote_declines d where d.quote_id = f.quote_id
          order by d.declined_at desc, d.id desc limit 1
        ) end as reason,
        case when o.accepted_at is null then (
          select q.valid_to from quotes q where q.id = f.quote_id
        ) end as valid_to
      from first_sends f
      left join lateral (
        select o.accepted_at from order_figures o where o.quote_id = f.quote_id
      ) o on true
    )
    select reason,
      count(*) as sent,
      count(*) filter (where viewed) as viewed,
      count(accepted_at) as accepted,
      count(*) filter (where accepted_at is null and reason is null and valid_to < ${today}::date) as expired,
      percentile_cont(0.5) within group (
        order by extract(epoch from (accepted_at - sent_at)) / 86400
      ) filter (where accepted_at is not null) as median_days
    from fates
    group by reason
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
