import pg from 'pg';

/**
 * Quotes for the reminders bench, written straight into a migrated database in a few set-based
 * statements (seeding 250,000 through the API would take hours). All belong to the demo customer,
 * whose company and contact get the reminders. By `id % 100`:
 *   0–59 accepted orders, 60–64 declined, 65–99 sent and awaiting the customer's answer.
 * Awaiting quotes are sent at `sentAt(n)` and viewed a day later when `viewed(n)`; each is valid
 * to `validDays` after its send. Every quote but the declined has its revision 1 sent.
 */
export type ReminderQuotesPlan = {
  count: number;
  /** SQL giving each quote's send time from its number `n` (a timestamptz expression). */
  sentAt: string;
  /** SQL saying whether quote `n` was opened a day after its send. */
  viewed: string;
  validDays: number;
};

export async function seedReminderQuotes(
  url: string,
  plan: ReminderQuotesPlan,
): Promise<{ awaiting: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const customer = await client.query<{ id: number }>(
      "select id from users where email = 'customer@example.com'",
    );
    const userId = customer.rows[0]?.id;
    if (!userId) throw new Error('the demo customer is missing: seed the demo accounts first');
    await client.query('begin');
    await client.query(
      `create temporary table plan on commit drop as
         select n, (${plan.sentAt}) as sent_at, (${plan.viewed}) as viewed
         from generate_series(1, $1::int) as n`,
      [plan.count],
    );
    await client.query(
      `insert into quotes (user_id, label, revision, status, order_status, sent, valid_to)
       select $1, 'Bench reminders ' || n, 1,
              case when n % 100 between 60 and 64 then 'Declined Quote' else 'Completed Quote' end,
              case when n % 100 < 60 then 'Completed Order' else '' end,
              1, ((sent_at at time zone 'Australia/Melbourne')::date + $2::int)
       from plan order by n`,
      [userId, plan.validDays],
    );
    // The quotes just written, in the order of their numbers.
    await client.query(
      `create temporary table numbered on commit drop as
         select q.id, p.n, p.sent_at, p.viewed
         from (select id, row_number() over (order by id) as n from quotes
               where label like 'Bench reminders %') q
         join plan p on p.n = q.n`,
    );
    await client.query(
      `insert into sent_revisions (quote_id, revision, snapshot, hash, sent_at, channel)
       select id, 1, '{}'::jsonb, 'bench', sent_at, 'email' from numbered where n % 100 not between 60 and 64`,
    );
    await client.query(
      `insert into quote_views (quote_id, revision, user_id, created_at, device)
       select id, 1, $1, sent_at + interval '1 day', 'desktop' from numbered
       where n % 100 >= 65 and viewed`,
      [userId],
    );
    await client.query('commit');
    await client.query('analyze');
    const awaiting = await client.query<{ count: string }>(
      "select count(*) from quotes where label like 'Bench reminders %' and order_status = '' and status = 'Completed Quote'",
    );
    return { awaiting: Number(awaiting.rows[0]?.count ?? 0) };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
