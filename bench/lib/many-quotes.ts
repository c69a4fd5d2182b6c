// A set-based seeder of many quotes on PostgreSQL (or PGlite), for the benches that need a
// business's five years: the reports and the staff home page. Every table a quote touches is
// filled by one INSERT … SELECT over generate_series, so 250,000 quotes go in within minutes.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { fillQuoteFunnel } from '../../apps/server/src/modules/quotes/index.ts';

export type ManyQuotesOptions = {
  quotes: number;
  clients: number;
  /** How far back the first quote was made; quotes are spread evenly up to now. */
  years: number;
};

/** What the seeder made, for a bench's own checks and headings. */
export type ManyQuotesSummary = { quotes: number; orders: number; sent: number; declined: number };

/** Decoration processes and supplier catalogues the quotes use, in turn. */
export const SEEDED_PROCESSES = [
  'Screen Print 1C',
  'Embroidery',
  'Digital Print',
  'Vinyl Print',
  'Screen Print 2C',
];
export const SEEDED_CATALOGUES = ['AS', 'WS', 'JB', 'BIZ', 'PW', 'SYZ'];

/**
 * Fills clients (accounts with companies) and quotes. Quote `q` is, by `q % 10`: 0 a draft,
 * 1 requested, 2–4 an order (sent, mostly viewed, accepted 0–13 days after sending), 5–6
 * declined (a reason in turn), 7 sent and expired, 8–9 sent and open. Each quote has one garment
 * line (a catalogue product) and one decoration priced by hand, so its stored totals are what
 * the domain's pricing makes of its document; orders carry their report figures and split as
 * `keepOrderFigures` writes them (decisions/135), and every sent quote its funnel row as
 * `keepQuoteFunnel` writes it (decisions/136).
 */
export async function seedManyQuotes(db: Db, options: ManyQuotesOptions): Promise<ManyQuotesSummary> {
  const { quotes: count, clients, years } = options;
  const spanMinutes = Math.round(years * 365 * 24 * 60);
  const processes = sql.raw(`array[${SEEDED_PROCESSES.map((p) => `'${p}'`).join(',')}]`);
  const catalogues = sql.raw(`array[${SEEDED_CATALOGUES.map((c) => `'${c}'`).join(',')}]`);
  const reasons = sql.raw(
    `array['price','lead_time','garment_or_colour','decoration_or_artwork','another_supplier','project_cancelled','other']`,
  );

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, password_hash, firstname, lastname, role)
      select 'many-' || n || '@example.com', 'x', 'Client', 'No ' || n, 'customer'
      from generate_series(1, ${clients}) as n`);
    await tx.execute(sql`
      insert into companies (user_id, company, phone, email)
      select u.id, (array['Acme','Bluegum','Coastal','Dingo','Emu','Granite','Harbour','Jarrah'])[1 + n % 8]
        || ' Pty ' || n, '03 9000 0000', u.email
      from (select id, email, (row_number() over (order by id))::int as n from users where email like 'many-%') u`);

    // Quote q's figures as plain columns (cents), kept for the inserts that follow.
    await tx.execute(sql`
      create temporary table many_figures on commit drop as
      select q,
        10 + q % 90 as qty,
        1000 + (q * 37) % 3000 as garment_price,
        (1000 + (q * 37) % 3000) * 55 / 100 as garment_cost,
        500 + (q * 13) % 700 as print_price,
        (500 + (q * 13) % 700) * 45 / 100 as print_cost,
        (${processes})[1 + q % ${SEEDED_PROCESSES.length}] as process,
        (${catalogues})[1 + q % ${SEEDED_CATALOGUES.length}] as catalogue,
        q % 10 as fate,
        now() - make_interval(mins => (${spanMinutes}::bigint * (${count} - q) / ${count})::int) as made_at,
        u.id as user_id,
        null::integer as quote_id
      from generate_series(1, ${count}) as q
      join (select id, (row_number() over (order by id))::int as n from users where email like 'many-%') u
        on u.n = 1 + (q * 7) % ${clients}`);

    // The quotes, their document a garment row and a decoration priced by hand.
    await tx.execute(sql`
      with made as (
        insert into quotes (user_id, label, revision, status, order_status, price_cents, gst_cents,
          cost_cents, valid_to, sent, content, created_at, updated_at, last_write)
        select f.user_id, 'Uniforms ' || f.q, 1,
          case when f.fate = 0 then '' when f.fate = 1 then 'Requested'
            when f.fate in (5, 6) then 'Declined Quote' else 'Completed Quote' end,
          case when f.fate in (2, 3) then 'Completed Order' when f.fate = 4 then 'Requested Order' else '' end,
          f.qty * (f.garment_price + f.print_price),
          round(f.qty * (f.garment_price + f.print_price) * 0.1),
          f.qty * (f.garment_cost + f.print_cost),
          -- Expired quotes were valid for a week; the rest for 30 days, the open ones until next year.
          case when f.fate = 7 then (f.made_at + interval '7 days')::date
            when f.fate >= 8 then (now() + interval '1 year')::date
            else (f.made_at + interval '30 days')::date end,
          case when f.fate >= 2 then 1 else 0 end,
          json_build_object('categories', json_build_array(json_build_object(
            'category_info', json_build_object('name', '', 'description', ''),
            'groups', json_build_array(json_build_object('id', 'g1', 'name', 'Crew',
              'group_options', json_build_object('customs', json_build_array(), 'customfees', json_build_array()))),
            'items', json_build_array(
              json_build_object('id', 'p1', 'type', 'product', 'group_id', 'g1', 'code', 'TEE' || f.q % 50,
                'description', 'Tee', 'catalogue', f.catalogue, 'qty', f.qty,
                'price', f.garment_price / 100.0, 'cost', f.garment_cost / 100.0,
                'position', json_build_object('Breast Left', true)),
              json_build_object('id', 'd1', 'type', 'decoration', 'group_id', 'g1', 'code', f.process,
                'position', 'Breast Left', 'qty', f.qty, 'price_manual', true, 'setup_code', 'None',
                'price', f.print_price / 100.0, 'unit_cost', f.print_cost / 100.0))))),
          f.made_at, f.made_at + interval '1 day', 'many-' || f.q
        from many_figures f
        order by f.q
        returning id, last_write
      )
      update many_figures f set quote_id = made.id from made where made.last_write = 'many-' || f.q`);
    await tx.execute(sql`update quotes set last_write = null where last_write like 'many-%'`);
    await tx.execute(sql`create index on many_figures (fate)`);

    // Sends: every quote past requested, a second revision for one in twenty.
    await tx.execute(sql`
      insert into sent_revisions (quote_id, revision, snapshot, hash, sent_at, channel)
      select f.quote_id, 1, '{}'::jsonb, md5(f.q::text), f.made_at + interval '1 day', 'email'
      from many_figures f where f.fate >= 2`);
    await tx.execute(sql`
      insert into sent_revisions (quote_id, revision, snapshot, hash, sent_at, channel)
      select f.quote_id, 2, '{}'::jsonb, md5('r2-' || f.q), f.made_at + interval '3 days', 'email'
      from many_figures f where f.fate >= 2 and f.q % 20 = 2`);
    // Views: two sent quotes in three are opened, some twice.
    await tx.execute(sql`
      insert into quote_views (quote_id, revision, created_at, device)
      select f.quote_id, 1, f.made_at + interval '1 day' + make_interval(hours => 1 + f.q % 48), 'desktop'
      from many_figures f where f.fate >= 2 and f.q % 3 <> 0
      union all
      select f.quote_id, 1, f.made_at + interval '2 days' + make_interval(hours => f.q % 24), 'phone'
      from many_figures f where f.fate >= 2 and f.q % 7 = 0`);
    // Declines with a reason in turn.
    await tx.execute(sql`
      insert into quote_declines (quote_id, revision, reason, reason_other, via, declined_at)
      select f.quote_id, 1, (${reasons})[1 + f.q % 7], case when f.q % 7 = 6 then 'Budget moved' else '' end,
        'portal', f.made_at + interval '4 days'
      from many_figures f where f.fate in (5, 6)`);
    // Orders: accepted 0 to 13 days after sending, with an acceptance record and report figures.
    await tx.execute(sql`
      create temporary table many_orders on commit drop as
      select f.*, f.made_at + interval '1 day' + make_interval(days => f.q % 14, hours => f.q % 9) as accepted_at
      from many_figures f where f.fate in (2, 3, 4)`);
    await tx.execute(sql`
      insert into quote_acceptances (quote_id, revision, document_hash, document, terms_version, name,
        accepted_at, ip, user_agent, via, user_id)
      select o.quote_id, 1, md5(o.q::text), '{}'::jsonb, 1, 'Client ' || o.user_id, o.accepted_at,
        '127.0.0.1', 'bench', 'portal', o.user_id
      from many_orders o`);
    await tx.execute(sql`
      insert into order_figures (quote_id, user_id, accepted_at, price_cents, cost_cents)
      select o.quote_id, o.user_id, o.accepted_at, o.qty * (o.garment_price + o.print_price),
        o.qty * (o.garment_cost + o.print_cost)
      from many_orders o`);
    // The split as orderBreakdownOf makes it: the garment is no process, the print no catalogue.
    await tx.execute(sql`
      insert into order_figure_lines (quote_id, dimension, key, accepted_at, price_cents, cost_cents)
      select o.quote_id, 'process', o.process, o.accepted_at, o.qty * o.print_price, o.qty * o.print_cost from many_orders o
      union all
      select o.quote_id, 'process', '', o.accepted_at, o.qty * o.garment_price, o.qty * o.garment_cost from many_orders o
      union all
      select o.quote_id, 'catalogue', o.catalogue, o.accepted_at, o.qty * o.garment_price, o.qty * o.garment_cost from many_orders o
      union all
      select o.quote_id, 'catalogue', '', o.accepted_at, o.qty * o.print_price, o.qty * o.print_cost from many_orders o`);
    // The funnel's summary rows, from the sends, views, orders and declines above, by the
    // statement the portal keeps them with (decisions/136). The planner needs the new tables'
    // sizes first, or it scans a whole table for each quote's probe.
    await tx.execute(sql`analyze sent_revisions, quote_views, order_figures, quote_declines, quotes`);
    await fillQuoteFunnel(tx);
  });
  // The settled state a running database reaches once autovacuum has seen the bulk load: the
  // statistics, and the visibility map that lets the reports' covering indexes answer alone.
  await db.execute(sql`vacuum analyze`);
  const [made] = rowsOf<{ orders: string; sent: string; declined: string }>(
    await db.execute(sql`
      select (select count(*) from order_figures) as orders,
        (select count(distinct quote_id) from sent_revisions) as sent,
        (select count(*) from quote_declines) as declined`),
  );
  return {
    quotes: count,
    orders: Number(made?.orders ?? 0),
    sent: Number(made?.sent ?? 0),
    declined: Number(made?.declined ?? 0),
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
