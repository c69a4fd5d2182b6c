import { BUSINESS_DAY_SPAN } from '@portal/domain/business-days';
import { addDays, businessToday } from '@portal/domain/dates';
import { STALE_AFTER_MS } from '@portal/domain/reminder-schedule';
import { REMINDER_RULE_KINDS, type ReminderRuleKind, type ReminderRules } from '@portal/domain/reminders';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const STALE_DAYS = Math.ceil(STALE_AFTER_MS / DAY_MS);
/** Daylight saving moves a wall-clock time by an hour at most against whole days counted in UTC. */
const CLOCK_SLACK = sql.raw(`interval '1 hour'`);
/** A day starts in an Australian zone within a day of midnight UTC. */
const ZONE_SLACK = sql.raw(`interval '1 day'`);

/** A moment as SQL: ISO text cast, so both drivers read it alike. */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** The rules counted in business days from a send or a first opening. */
const COUNTED_RULES = ['not_opened', 'not_answered'] as const;
const EXPIRY_RULES = ['before_expiry', 'on_expiry'] as const;

/**
 * One part of a rule as it applies to a quote: the quote's own change, else its client's, else
 * the business's default. The same order as `effectiveReminderRules`, which decides exactly once
 * the rows are read; here it only lets the database skip what cannot be due.
 */
const ruleSetting = (
  kind: ReminderRuleKind,
  part: 'on' | 'days' | 'email' | 'sms',
  defaults: ReminderRules,
) => {
  const cast = sql.raw(part === 'days' ? 'integer' : 'boolean');
  const path = sql.raw(`'{${kind},${part}}'`);
  return sql`coalesce((c.quote_rules #>> ${path})::${cast}, (c.client_rules #>> ${path})::${cast}, ${sql.raw(String(defaults[kind][part]))})`;
};

/** The most calendar days N business days span, in SQL (BUSINESS_DAY_SPAN). */
const mostDays = (days: SQL) =>
  sql`make_interval(days => ${days} * ${sql.raw(String(BUSINESS_DAY_SPAN.perDay))} + ${sql.raw(String(BUSINESS_DAY_SPAN.extraDays))})`;

/** Midnight UTC of a date column plus some days: within a day of that day's start in the zone. */
const dayStart = (date: SQL, plusDays: SQL | number) =>
  sql`((${date} + ${typeof plusDays === 'number' ? sql.raw(String(plusDays)) : plusDays})::timestamp at time zone 'UTC')`;

/**
 * The earliest and latest moment each rule of a candidate can fall due, from bounds alone: a
 * rule counted in business days from a moment is due no sooner than that many calendar days on
 * and no later than `mostCalendarDaysIn`; a day's start in the zone is within a day of midnight UTC.
 */
function dueBounds(kind: ReminderRuleKind, days: SQL): { earliest: SQL; latest: SQL } {
  switch (kind) {
    case 'not_opened':
      return {
        earliest: sql`c.sent_at + make_interval(days => ${days}) - ${CLOCK_SLACK}`,
        latest: sql`c.sent_at + ${mostDays(days)} + ${CLOCK_SLACK}`,
      };
    case 'not_answered':
      return {
        earliest: sql`c.first_viewed + make_interval(days => ${days}) - ${CLOCK_SLACK}`,
        latest: sql`c.first_viewed + ${mostDays(days)} + ${CLOCK_SLACK}`,
      };
    case 'before_expiry':
      return {
        earliest: sql`${dayStart(sql`c.valid_to`, sql`-${days}`)} - ${ZONE_SLACK}`,
        latest: sql`${dayStart(sql`c.valid_to`, sql`-${days}`)} + ${ZONE_SLACK}`,
      };
    case 'on_expiry':
      return {
        earliest: sql`${dayStart(sql`c.valid_to`, 1)} - ${ZONE_SLACK}`,
        latest: sql`${dayStart(sql`c.valid_to`, 1)} + ${ZONE_SLACK}`,
      };
  }
}

/** Whether what the quote knows lets a rule speak at all (it was opened or not, it has a valid-to). */
const ruleApplies: Record<ReminderRuleKind, SQL> = {
  not_opened: sql`c.first_viewed is null`,
  not_answered: sql`c.first_viewed is not null`,
  before_expiry: sql`c.valid_to is not null`,
  on_expiry: sql`c.valid_to is not null`,
};

/**
 * A rule of a candidate may be due now: it is on with a channel, its earliest due moment has
 * passed, its latest is not stale, only the expiry rule speaks of an expired quote, and the
 * quote has no reminder of it for the sent revision yet.
 */
function mayBeDue(kind: ReminderRuleKind, defaults: ReminderRules, now: Date): SQL {
  const { earliest, latest } = dueBounds(kind, ruleSetting(kind, 'days', defaults));
  const stale = at(new Date(now.getTime() - STALE_AFTER_MS));
  const live =
    kind === 'on_expiry'
      ? sql`true`
      : sql`(c.valid_to is null or ${at(now)} < ${dayStart(sql`c.valid_to`, 1)} + ${ZONE_SLACK})`;
  return sql`(${ruleApplies[kind]} and ${ruleSetting(kind, 'on', defaults)}
    and (${ruleSetting(kind, 'email', defaults)} or ${ruleSetting(kind, 'sms', defaults)})
    and ${earliest} <= ${at(now)} and ${latest} >= ${stale} and ${live}
    and not exists (select 1 from quote_reminders k
      where k.quote_id = c.id and k.rule = ${kind} and k.revision = c.revision))`;
}

type DaysRange = { least: number; most: number };

/** The fewest and most days set for some rules, by the business, any client or any quote. */
async function daysRangeOf(
  db: Db | Tx,
  kinds: readonly ReminderRuleKind[],
  defaults: ReminderRules,
): Promise<DaysRange> {
  const paths = sql.raw(kinds.map((kind) => `'{${kind},days}'`).join(', '));
  const answer = (await db.execute(sql`
    select min(d) as least, max(d) as most from (
      select (r.rules #>> p::text[])::integer as d
      from (select rules from client_reminder_rules union all select rules from quote_reminder_rules) r,
        unnest(array[${paths}]::text[]) as p
    ) days where d is not null`)) as unknown as { rows: { least: number | null; most: number | null }[] };
  const [found] = answer.rows;
  const set = kinds.map((kind) => defaults[kind].days);
  return {
    least: Math.min(...set, ...(found?.least === null || found?.least === undefined ? [] : [found.least])),
    most: Math.max(...set, ...(found?.most === null || found?.most === undefined ? [] : [found.most])),
  };
}

/**
 * The ids of the quotes that may have a reminder due now, found through indexes rather than by
 * reading every quote awaiting an answer: a send or opening recent enough for a rule counted from
 * it, or a valid-to date near enough for an expiry rule; then, among those, the quotes awaiting
 * an answer that nothing stops, with a rule whose due bounds hold and no reminder of it yet. The
 * exact business-day count is the domain's, for the few rows this lets through.
 */
export async function candidateQuoteIds(
  db: Db | Tx,
  defaults: ReminderRules,
  timeZone: string,
  now: Date,
): Promise<SQL> {
  const [counted, expiry] = await Promise.all([
    daysRangeOf(db, COUNTED_RULES, defaults),
    daysRangeOf(db, EXPIRY_RULES, defaults),
  ]);
  const hour = 60 * 60 * 1000;
  const sentFrom = new Date(
    now.getTime() -
      STALE_AFTER_MS -
      (counted.most * BUSINESS_DAY_SPAN.perDay + BUSINESS_DAY_SPAN.extraDays) * DAY_MS -
      hour,
  );
  const sentTo = new Date(now.getTime() - counted.least * DAY_MS + hour);
  const today = businessToday(now, timeZone);
  const validFrom = addDays(today, -STALE_DAYS - 2);
  const validTo = addDays(today, expiry.most + 2);
  const anyRule = sql.join(
    REMINDER_RULE_KINDS.map((kind) => mayBeDue(kind, defaults, now)),
    sql` or `,
  );
  return sql`(
    with near as (
      select quote_id as id from sent_revisions where sent_at between ${at(sentFrom)} and ${at(sentTo)}
      union
      select quote_id from quote_views where created_at between ${at(sentFrom)} and ${at(sentTo)}
      union
      select id from quotes where order_status = '' and valid_to between ${validFrom} and ${validTo}
    ),
    c as (
      select q.id, s.revision, s.sent_at, q.valid_to,
        (select min(v.created_at) from quote_views v
          where v.quote_id = q.id and v.revision = s.revision and v.created_at >= s.sent_at) as first_viewed,
        qr.rules as quote_rules, cr.rules as client_rules
      from near
      join quotes q on q.id = near.id
      join sent_revisions s on s.quote_id = q.id and s.revision = q.revision
      left join quote_reminder_rules qr on qr.quote_id = q.id
      left join client_reminder_rules cr on cr.client_id = q.user_id
      where q.order_status = '' and q.status <> 'Declined Quote'
        and (qr.snoozed_until is null or qr.snoozed_until <= ${at(now)})
        and not exists (select 1 from memos m
          where m.quote_id = q.id and m.author_role = 'customer' and m.created_at >= s.sent_at)
    )
    select c.id from c where ${anyRule}
  )`;
}
