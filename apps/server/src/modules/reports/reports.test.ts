import { readFileSync } from 'node:fs';
import { addDays, businessToday } from '@portal/domain/dates';
import { type PricedLine, priceQuote } from '@portal/domain/pricing';
import { quoteContentSchema } from '@portal/domain/quote';
import type { FunnelReportAnswer, MarginReportAnswer, ReportGrouping } from '@portal/domain/reports';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  orderFigures,
  quoteDeclines,
  quoteFunnel,
  quotes,
  quoteViews,
  sentRevisions,
} from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { contactIdsOf, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { priceTablesAt } from '../quotes/index.ts';

const ZONE = 'Australia/Melbourne';
const TODAY = businessToday(new Date(), ZONE);
/** A period holding every order the tests make and the demo's. */
const ALL = { from: addDays(TODAY, -365), to: addDays(TODAY, 1) };
const FORMULA_COMPANY = '=HYPERLINK("http://evil.example","Click")';

/** Embroidery and a second process on a tee, a catalogue fee and a delivery: every kind of split. */
const mixedContent = (qty: number) => {
  const doc = goldenContent(qty);
  const category = doc.categories[0] as (typeof doc.categories)[number] & {
    items: Record<string, unknown>[];
  };
  category.items.push(
    {
      id: 'd2',
      type: 'decoration',
      group_id: 'g1',
      code: 'Embroidery',
      position: 'Back Upper',
      qty,
      setup_code: 'New Set Up',
      setup_sc: 6000,
    },
    {
      id: 'x1',
      type: 'delivery',
      group_id: 'g1',
      delivery_desc: 'Courier',
      delivery_qty: 1,
      delivery_price: 25,
      delivery_unit_cost: 18,
    },
  );
  (category.items[0] as Record<string, unknown>).position = { 'Breast Left': true, 'Back Upper': true };
  (category.groups[0] as { group_options: Record<string, unknown> }).group_options = {
    customs: [],
    customfees: [
      { catalogue: 'AS', customfee_price: 40, customfee_qty: 1, customfee_cost: 15, description: 'Fee' },
    ],
  };
  return doc;
};

describe.each(testDatabases())('reports on $name', (kind) => {
  const demo = useDemoApp(kind);
  const ids: Record<string, number> = {};

  const staff = async (path: string, body: Record<string, unknown>) => {
    const res = await demo.app.call('POST', `/api/quotes/${path}`, { token: demo.admin.token, body });
    expect(res.statusCode, `${path} ${JSON.stringify(res.body)}`).toBe(200);
  };
  const version = (id: number) => versionOf(demo.app.database.db, id);
  const make = async (customerId: number, label: string, content: unknown) => {
    const [contact] = await contactIdsOf(demo.app.database.db, customerId);
    const made = await demo.app.call<{ id: number }>('POST', `/api/quotes/add?userid=${customerId}`, {
      token: demo.admin.token,
      body: { content, label, contact_user: String(contact), valid_to: '2099-12-31' },
    });
    expect(made.statusCode).toBe(200);
    return made.body.data.id;
  };
  const act = async (id: number, action: string, extra: Record<string, unknown> = {}) =>
    staff(`edit/${id}`, { action, version: await version(id), ...extra });
  const send = async (id: number) => {
    await staff(`setsent/${id}`, { sent: false, version: await version(id) });
    await staff(`setsent/${id}`, { sent: true, version: await version(id) });
  };
  const view = async (id: number, token: string) =>
    expect((await demo.app.call('GET', `/api/quotes/edit/${id}`, { token })).statusCode).toBe(200);

  const margins = async (by: ReportGrouping, period = ALL) => {
    const res = await demo.app.call<MarginReportAnswer>(
      'GET',
      `/api/reports/margins?from=${period.from}&to=${period.to}&by=${by}`,
      { token: demo.admin.token },
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    const db = demo.app.database.db;
    const one = demo.customer.user.id;
    const two = demo.customer2.user.id;
    await db.update(companies).set({ company: FORMULA_COMPANY }).where(eq(companies.userId, two));

    // Sent, viewed, then ordered by staff and accepted.
    ids.won = await make(one, 'Won', goldenContent(30));
    await act(ids.won, 'complete_quote');
    await send(ids.won);
    await view(ids.won, demo.customer.token);
    await act(ids.won, 'request_order');
    await act(ids.won, 'accept_order');
    // An order straight from a draft, of several processes, changed by staff after it was placed.
    ids.mixed = await make(two, 'Mixed', mixedContent(40));
    await act(ids.mixed, 'finalise_order');
    await act(ids.mixed, 'save_order', { content: mixedContent(55) });
    // Sent, viewed and declined for its price.
    ids.lost = await make(two, 'Lost', goldenContent(12));
    await act(ids.lost, 'complete_quote');
    await send(ids.lost);
    await view(ids.lost, demo.customer2.token);
    const declined = await demo.app.call('POST', `/api/quotes/edit/${ids.lost}`, {
      token: demo.customer2.token,
      body: { action: 'decline_quote', version: await version(ids.lost), decline_reason: 'price' },
    });
    expect(declined.statusCode, JSON.stringify(declined.body)).toBe(200);
    // Sent, never opened, and past its day (staff dated it so, as a save does).
    ids.expired = await make(one, 'Expired', goldenContent(8));
    await act(ids.expired, 'complete_quote');
    await send(ids.expired);
    await act(ids.expired, 'save', { valid_to: addDays(TODAY, -2) });
    // Sent and still open.
    ids.open = await make(one, 'Open', goldenContent(20));
    await act(ids.open, 'complete_quote');
    await send(ids.open);
  }, 120_000);

  /** Every order's lines as the domain prices its stored document, read straight from the quotes. */
  const ordersFromQuotes = async () => {
    const db = demo.app.database.db;
    const rows = await db.select().from(quotes).where(ne(quotes.orderStatus, ''));
    return Promise.all(
      rows.map(async (q) => {
        const content = quoteContentSchema.parse(q.content);
        const { tables } = await priceTablesAt(db, q.priceTablesVersion);
        return { quote: q, content, lines: priceQuote(content, tables, { role: 'admin' }).lines };
      }),
    );
  };

  /** Adds price and cost per key, as the report should. */
  const tally = () => {
    const sums = new Map<string, { revenue: number; cost: number; orders: Set<number> }>();
    return {
      add(key: string, order: number, revenue: number, cost: number) {
        const s = sums.get(key) ?? { revenue: 0, cost: 0, orders: new Set<number>() };
        s.revenue += revenue;
        s.cost += cost;
        s.orders.add(order);
        sums.set(key, s);
      },
      sums,
    };
  };

  const expectRows = (report: MarginReportAnswer, expected: ReturnType<typeof tally>['sums']) => {
    const got = Object.fromEntries(
      report.rows.map((r) => [r.key, [r.orders, r.revenue_cents, r.cost_cents, r.profit_cents]]),
    );
    const want = Object.fromEntries(
      [...expected].map(([key, s]) => [key, [s.orders.size, s.revenue, s.cost, s.revenue - s.cost]]),
    );
    expect(got).toEqual(want);
    for (const r of report.rows)
      expect(r.margin_percent).toBe(
        r.revenue_cents > 0
          ? Math.round(((r.revenue_cents - r.cost_cents) * 10_000) / r.revenue_cents) / 100
          : 0,
      );
  };

  it('adds up accepted orders by client to the cent, from the quotes themselves', async () => {
    const orders = await ordersFromQuotes();
    expect(orders.map((o) => o.quote.id)).toEqual(expect.arrayContaining([ids.won, ids.mixed]));
    expect(orders.map((o) => o.quote.id)).not.toContain(ids.lost);
    const byClient = tally();
    for (const o of orders)
      byClient.add(String(o.quote.userId), o.quote.id, o.quote.priceCents, o.quote.costCents);
    const report = await margins('client');
    expectRows(report, byClient.sums);
    const revenue = orders.reduce((n, o) => n + o.quote.priceCents, 0);
    const cost = orders.reduce((n, o) => n + o.quote.costCents, 0);
    expect(report.total).toMatchObject({
      orders: orders.length,
      revenue_cents: revenue,
      cost_cents: cost,
      profit_cents: revenue - cost,
    });
    expect(report.rows.find((r) => r.key === String(demo.customer2.user.id))?.label).toBe(FORMULA_COMPANY);
    // The order changed after it was placed counts as it stands now.
    const mixed = orders.find((o) => o.quote.id === ids.mixed);
    expect(mixed?.lines.find((l) => l.id === 'p1')?.qty).toBe(55);
  });

  it('splits the same orders by decoration process and by supplier catalogue, each adding up to the total', async () => {
    const orders = await ordersFromQuotes();
    const byProcess = tally();
    const byCatalogue = tally();
    for (const { quote, content, lines } of orders) {
      const rows = new Map(content.categories.flatMap((c) => c.items.map((r) => [r.id, r] as const)));
      const fees = new Map<string, string>(
        content.categories.flatMap((c) =>
          c.groups.flatMap((g) =>
            g.group_options.customfees.map((f, i) => [`${g.id}:fee:${i}`, f.catalogue ?? ''] as const),
          ),
        ),
      );
      for (const line of lines.filter((l: PricedLine) => l.charged)) {
        const row = line.rowId ? rows.get(line.rowId) : undefined;
        byProcess.add(
          row?.type === 'decoration' ? (row.code ?? '') : '',
          quote.id,
          line.amount,
          line.cost ?? 0,
        );
        const catalogue = row?.type === 'product' ? (row.catalogue ?? '') : (fees.get(line.id) ?? '');
        byCatalogue.add(catalogue.toUpperCase(), quote.id, line.amount, line.cost ?? 0);
      }
    }
    const process = await margins('process');
    expectRows(process, byProcess.sums);
    expect(process.rows.map((r) => r.key)).toEqual(expect.arrayContaining(['Screen Print 1C', 'Embroidery']));
    const catalogue = await margins('catalogue');
    expectRows(catalogue, byCatalogue.sums);
    const client = await margins('client');
    for (const report of [process, catalogue]) {
      expect(report.total).toEqual(client.total);
      expect(report.rows.reduce((n, r) => n + r.revenue_cents, 0)).toBe(client.total.revenue_cents);
      expect(report.rows.reduce((n, r) => n + r.cost_cents, 0)).toBe(client.total.cost_cents);
    }
  });

  it('groups by month and quarter in the business time zone', async () => {
    const accepted = await demo.app.database.db.select().from(orderFigures);
    const month = (at: Date) => {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: ZONE,
        year: 'numeric',
        month: '2-digit',
      }).formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('year')}-${part('month')}`;
    };
    const byMonth = tally();
    const byQuarter = tally();
    for (const o of accepted) {
      const m = month(o.acceptedAt);
      byMonth.add(m, o.quoteId, o.priceCents, o.costCents);
      byQuarter.add(
        `${m.slice(0, 4)}-Q${Math.ceil(Number(m.slice(5)) / 3)}`,
        o.quoteId,
        o.priceCents,
        o.costCents,
      );
    }
    expectRows(await margins('month'), byMonth.sums);
    expectRows(await margins('quarter'), byQuarter.sums);
    const empty = await margins('client', { from: '2001-01-01', to: '2001-12-31' });
    expect(empty.rows).toEqual([]);
    expect(empty.total).toEqual({
      orders: 0,
      revenue_cents: 0,
      cost_cents: 0,
      profit_cents: 0,
      margin_percent: 0,
    });
  });

  it('counts the funnel from the sends, views, orders and declines, with win rate, median and average', async () => {
    const db = demo.app.database.db;
    const sends = await db.select().from(sentRevisions);
    const firstSend = new Map<number, Date>();
    for (const s of sends) {
      const seen = firstSend.get(s.quoteId);
      if (!seen || s.sentAt < seen) firstSend.set(s.quoteId, s.sentAt);
    }
    const views = await db.select().from(quoteViews);
    const declines = await db.select().from(quoteDeclines);
    const orders = new Map((await db.select().from(orderFigures)).map((o) => [o.quoteId, o]));
    const allQuotes = new Map((await db.select().from(quotes)).map((q) => [q.id, q]));
    let viewed = 0;
    let expired = 0;
    const reasons = new Map<string, number>();
    const days: number[] = [];
    for (const [id, sentAt] of firstSend) {
      if (views.some((v) => v.quoteId === id && v.viewedAt >= sentAt)) viewed += 1;
      const order = orders.get(id);
      const decline = declines
        .filter((d) => d.quoteId === id)
        .sort((a, b) => +b.declinedAt - +a.declinedAt)[0];
      if (order) days.push((+order.acceptedAt - +sentAt) / 86_400_000);
      else if (decline) reasons.set(decline.reason, (reasons.get(decline.reason) ?? 0) + 1);
      else if ((allQuotes.get(id)?.validTo ?? '9999') < TODAY) expired += 1;
    }
    const sorted = [...days].sort((a, b) => a - b);
    const median =
      sorted.length === 0
        ? null
        : sorted.length % 2
          ? sorted[(sorted.length - 1) / 2]
          : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
    const revenue = [...orders.values()].reduce((n, o) => n + o.priceCents, 0);

    const res = await demo.app.call<FunnelReportAnswer>(
      'GET',
      `/api/reports/funnel?from=${ALL.from}&to=${ALL.to}`,
      {
        token: demo.admin.token,
      },
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const f = res.body.data;
    expect(f.sent).toBe(firstSend.size);
    expect(f.sent).toBe(4);
    expect(f.viewed).toBe(viewed);
    expect(f.accepted).toBe(days.length);
    expect(f.accepted).toBe(1);
    expect(f.declined_by_reason).toEqual(
      [...reasons].map(([reason, count]) => ({ reason, label: 'Price', count })),
    );
    expect(f.declined).toBe(1);
    expect(f.expired).toBe(expired);
    expect(f.expired).toBe(1);
    expect(f.win_rate_percent).toBe(25);
    expect(f.median_days_to_accept).toBe(median === null ? null : Math.round((median ?? 0) * 10) / 10);
    expect(f.orders).toBe(orders.size);
    expect(f.revenue_cents).toBe(revenue);
    expect(f.average_order_cents).toBe(Math.round(revenue / orders.size));
  });

  it('exports every report as formula-safe CSV', async () => {
    const res = await demo.app.app.inject({
      method: 'GET',
      url: `/api/reports/margins/csv?from=${ALL.from}&to=${ALL.to}&by=client`,
      headers: { authorization: `Bearer ${demo.admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`margins-by-client-${ALL.from}-to-${ALL.to}.csv`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Client,Orders,Revenue ex GST,Cost,Gross profit,Margin %');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    const report = await margins('client');
    expect(lines.at(-1)).toBe(
      `Total,${report.total.orders},${(report.total.revenue_cents / 100).toFixed(2)},${(report.total.cost_cents / 100).toFixed(2)},${(report.total.profit_cents / 100).toFixed(2)},${report.total.margin_percent.toFixed(2)}`,
    );
    for (const by of ['process', 'catalogue', 'month', 'quarter'])
      expect(
        (
          await demo.app.app.inject({
            method: 'GET',
            url: `/api/reports/margins/csv?from=${ALL.from}&to=${ALL.to}&by=${by}`,
            headers: { authorization: `Bearer ${demo.admin.token}` },
          })
        ).statusCode,
      ).toBe(200);
    const funnel = await demo.app.app.inject({
      method: 'GET',
      url: `/api/reports/funnel/csv?from=${ALL.from}&to=${ALL.to}`,
      headers: { authorization: `Bearer ${demo.admin.token}` },
    });
    expect(funnel.statusCode).toBe(200);
    expect(funnel.body).toContain('Quotes sent,4\r\n');
    expect(funnel.body).toContain('Declined: Price,1\r\n');
  });

  it('is no call at all to a customer (404), asks for a sign-in, and refuses a bad period in words', async () => {
    const urls = [
      `/api/reports/margins?from=${ALL.from}&to=${ALL.to}&by=client`,
      `/api/reports/margins/csv?from=${ALL.from}&to=${ALL.to}&by=process`,
      `/api/reports/funnel?from=${ALL.from}&to=${ALL.to}`,
      `/api/reports/funnel/csv?from=${ALL.from}&to=${ALL.to}`,
    ];
    for (const url of urls) {
      for (const token of [demo.customer.token, demo.customer2.token])
        expect((await demo.app.call('GET', url, { token })).statusCode, url).toBe(404);
      expect((await demo.app.call('GET', url)).statusCode, url).toBe(401);
    }
    const backwards = await demo.app.call('GET', '/api/reports/funnel?from=2026-05-01&to=2026-04-01', {
      token: demo.admin.token,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.data).toContain('The first day of the period must not be after its last day.');
    const unreal = await demo.app.call(
      'GET',
      '/api/reports/margins?from=2026-02-30&to=2026-04-01&by=client',
      {
        token: demo.admin.token,
      },
    );
    expect(unreal.statusCode).toBe(400);
    expect(unreal.body.data).toContain('Please enter a real date as YYYY-MM-DD.');
    const grouping = await demo.app.call(
      'GET',
      '/api/reports/margins?from=2026-01-01&to=2026-04-01&by=colour',
      {
        token: demo.admin.token,
      },
    );
    expect(grouping.statusCode).toBe(400);
  });

  it("keeps each sent quote's funnel row with its events, as the migration's backfill makes it, and a renewal un-expires it", async () => {
    const db = demo.app.database.db;
    const kept = () => db.select().from(quoteFunnel).orderBy(asc(quoteFunnel.quoteId));
    const rows = await kept();
    expect(rows.map((r) => r.quoteId).sort((a, b) => a - b)).toEqual(
      [ids.won, ids.lost, ids.expired, ids.open].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    // The same rows from the facts alone, by the statement that filled the quotes sent before it.
    const migration = readFileSync(
      new URL('../../../drizzle/0028_quote_funnel.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('INSERT INTO "quote_funnel"');
    await db.delete(quoteFunnel);
    await db.execute(sql.raw(backfill));
    expect(await kept()).toEqual(rows);
    expect(rows.find((r) => r.quoteId === ids.lost)).toMatchObject({
      declineReason: 'price',
      acceptedAt: null,
    });
    expect(rows.find((r) => r.quoteId === ids.won)?.viewedAt).not.toBeNull();

    const renewed = await demo.app.call('POST', `/api/quotes/renew/${ids.expired}`, {
      token: demo.admin.token,
      body: { version: await version(ids.expired as number) },
    });
    expect(renewed.statusCode, JSON.stringify(renewed.body)).toBe(200);
    const [stored] = await db
      .select()
      .from(quotes)
      .where(eq(quotes.id, ids.expired as number));
    expect((await kept()).find((r) => r.quoteId === ids.expired)?.validTo).toBe(stored?.validTo);
    const funnel = await demo.app.call<FunnelReportAnswer>(
      'GET',
      `/api/reports/funnel?from=${ALL.from}&to=${ALL.to}`,
      { token: demo.admin.token },
    );
    expect(funnel.body.data).toMatchObject({ sent: 4, expired: 0 });
  });
});
