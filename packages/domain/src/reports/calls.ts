import { z } from 'zod';
import { parseDateInput } from '../dates/dates.ts';
import { REPORT_GROUPINGS } from './groupings.ts';
import { REPORT_MESSAGES as M } from './messages.ts';

/** Ten years and a few leap days: longer periods are refused rather than scanned. */
const MAX_PERIOD_DAYS = 3660;

const day = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .max(10, { message: M.dateInvalid })
    .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateInput(text) === text, {
      message: M.dateInvalid,
    });

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * A report's period: its first and last calendar day (YYYY-MM-DD) in the business's time zone,
 * both included.
 */
export const reportPeriodQuery = z
  .object({ from: day(M.fromRequired), to: day(M.toRequired) })
  .refine((p) => p.from <= p.to, { message: M.fromAfterTo, path: ['from'] })
  .refine((p) => daysBetween(p.from, p.to) <= MAX_PERIOD_DAYS, { message: M.periodTooLong, path: ['to'] });
export type ReportPeriod = z.infer<typeof reportPeriodQuery>;

/** GET /reports/margins and its CSV: the period and what to group by. */
export const marginReportQuery = z
  .object({
    from: day(M.fromRequired),
    to: day(M.toRequired),
    by: z.enum(REPORT_GROUPINGS, { message: M.groupingUnknown }),
  })
  .refine((p) => p.from <= p.to, { message: M.fromAfterTo, path: ['from'] })
  .refine((p) => daysBetween(p.from, p.to) <= MAX_PERIOD_DAYS, { message: M.periodTooLong, path: ['to'] });
export type MarginReportQuery = z.infer<typeof marginReportQuery>;

const cents = z.number().int();

/** Accepted orders' figures: revenue ex GST, cost, gross profit (revenue less cost), margin %. */
export const marginFigures = z.object({
  orders: z.number().int().nonnegative(),
  revenue_cents: cents,
  cost_cents: cents,
  profit_cents: cents,
  /** Profit over revenue in percent, 2 decimals; 0 when there is no revenue (quote spec 9). */
  margin_percent: z.number(),
});
export type MarginFigures = z.infer<typeof marginFigures>;

export const marginRow = marginFigures.extend({
  /** The group's key: a client's account id, a process, a catalogue key, 2026-11 or 2026-Q4. */
  key: z.string(),
  label: z.string(),
});
export type MarginRow = z.infer<typeof marginRow>;

/** GET /reports/margins (staff): one row per group, largest revenue first (months in order). */
export const marginReportAnswer = z.object({
  by: z.enum(REPORT_GROUPINGS),
  from: z.string(),
  to: z.string(),
  rows: z.array(marginRow),
  total: marginFigures,
});
export type MarginReportAnswer = z.infer<typeof marginReportAnswer>;

export const declineCount = z.object({ reason: z.string(), label: z.string(), count: z.number().int() });

/**
 * GET /reports/funnel (staff): the quotes first sent in the period and what became of them;
 * the orders accepted in the period and their average value (decisions/136).
 */
export const funnelReportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  sent: z.number().int(),
  viewed: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  declined_by_reason: z.array(declineCount),
  expired: z.number().int(),
  /** Accepted over sent in percent, 2 decimals; 0 when nothing was sent. */
  win_rate_percent: z.number(),
  /** The median days from first sending to acceptance of the accepted ones; null when none. */
  median_days_to_accept: z.number().nullable(),
  orders: z.number().int(),
  revenue_cents: cents,
  /** Revenue ex GST over orders, rounded to the cent; 0 without orders. */
  average_order_cents: cents,
});
export type FunnelReportAnswer = z.infer<typeof funnelReportAnswer>;
