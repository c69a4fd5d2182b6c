import { addDays, businessToday } from '@portal/domain/dates';
import { DEFAULT_PRICE_TABLES, type PriceTables } from '@portal/domain/pricing';
import type { EmailDraftAnswer } from '@portal/domain/quote-links';
import type { RenewAnswer, RepriceAnswer } from '@portal/domain/renewal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts, catalogueSkus, priceTableVersions, quotes } from '../../../db/schema/index.ts';
import { testDatabases } from '../../../test/databases.ts';
import { completedQuoteFor, versionOf } from '../../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { readBusinessSettings } from '../../business/index.ts';

type Login = { token: string; user: { id: number; email: string } };
type Head = {
  status: string;
  order_status: string;
  version: number;
  revision: number;
  valid_to: string;
  price: number;
};

describe.each(testDatabases())('Renew and Re-price on $name', (kind) => {
  let t: TestApp;
  let admin: Login;
  let customer: Login;
  let expectedValidTo: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 });
    ({ admin, customer } = await t.signInDemo());
    const settings = await readBusinessSettings(t.database.db);
    expectedValidTo = addDays(businessToday(new Date(), settings.time_zone), settings.quote_validity_days);
  });
  afterAll(async () => t?.close());

  const read = async (id: number) =>
    (await t.call<{ quote: Head }>('GET', `/api/quotes/edit/${id}`, { token: admin.token })).body.data.quote;
  const draft = async (id: number) =>
    (await t.call<EmailDraftAnswer>('GET', `/api/quotes/emaildraft/${id}`, { token: admin.token })).body.data;
  /** A completed quote, sent (its revision pinned), that expired two days ago. */
  const sentAndExpired = async (label: string) => {
    const id = await completedQuoteFor(t, admin.token, customer.user.id, label);
    const expired = addDays(
      businessToday(new Date(), (await readBusinessSettings(t.database.db)).time_zone),
      -2,
    );
    await t.database.db.update(quotes).set({ validTo: expired }).where(eq(quotes.id, id));
    const sent = await t.call('POST', `/api/quotes/setsent/${id}`, {
      token: admin.token,
      body: { sent: true, version: await versionOf(t.database.db, id) },
    });
    expect(sent.statusCode).toBe(200);
    return id;
  };
  const call = async <T>(route: 'renew' | 'reprice', id: number, token = admin.token) =>
    t.call<T>('POST', `/api/quotes/${route}/${id}`, {
      token,
      body: { version: await versionOf(t.database.db, id) },
    });

  it('renews at the same prices with a new valid-to: a revision that changes only the date', async () => {
    const id = await sentAndExpired('Renewed tees');
    const before = await read(id);
    const renewed = await call<RenewAnswer>('renew', id);
    expect(renewed.statusCode, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.data).toMatchObject({ valid_to: expectedValidTo, revision: before.revision + 1 });
    const after = await read(id);
    expect(after).toMatchObject({ valid_to: expectedValidTo, price: before.price, status: before.status });

    const changes = (await draft(id)).changes;
    expect(changes?.record.map((change) => change.field)).toEqual(['valid_to']);
    expect(changes?.rows.changed).toEqual([]);
    expect(changes?.priced.lines.changed).toEqual([]);
    expect(changes?.totals.before).toEqual(changes?.totals.after);

    // Sent, the renewal is the revision the customer has: nothing is left to show.
    const sent = await t.call('POST', `/api/quotes/setsent/${id}`, {
      token: admin.token,
      body: { sent: true, version: await versionOf(t.database.db, id) },
    });
    expect(sent.statusCode).toBe(200);
    expect((await draft(id)).changes).toBeNull();
  });

  it('re-prices after a supplier price change, naming the moved price and its reason', async () => {
    const id = await sentAndExpired('Repriced tees');
    const before = await read(id);
    // The supplier's Staple Tee (AS5001, White, L) goes from 12.00 to 13.50.
    const [product] = await t.database.db
      .select({ id: catalogueProducts.id })
      .from(catalogueProducts)
      .where(and(eq(catalogueProducts.catalogueKey, 'AS'), eq(catalogueProducts.shortcode, 'AS5001')));
    await t.database.db
      .update(catalogueSkus)
      .set({ priceCents: 1350 })
      .where(
        and(
          eq(catalogueSkus.productId, product?.id ?? 0),
          eq(catalogueSkus.colour, 'White'),
          eq(catalogueSkus.size, 'L'),
        ),
      );
    const repriced = await call<RepriceAnswer>('reprice', id);
    expect(repriced.statusCode).toBe(200);
    const answer = repriced.body.data;
    expect(answer.moved).toEqual([
      expect.objectContaining({
        line_id: 'p1',
        before: 1200,
        after: 1350,
        reason: 'supplier_price',
        reason_label: 'supplier price',
      }),
    ]);
    expect(answer).toMatchObject({ valid_to: expectedValidTo, revision: before.revision + 1 });
    expect(answer.total_after - answer.total_before).toBe(30 * 150);
    expect((await read(id)).price).toBe(before.price + 45);

    // The revision's comparison shows the moved line to the customer when it is sent.
    const changes = (await draft(id)).changes;
    const line = changes?.priced.lines.changed.find((change) => change.after.id === 'p1');
    expect(line?.before.unitPrice).toBe(1200);
    expect(line?.after.unitPrice).toBe(1350);
    // The history says what moved and why.
    const log = (await t.call<string>('GET', `/api/quotes/getlog/${id}`, { token: admin.token })).body.data;
    expect(log).toContain('$12.00 to $13.50 (supplier price)');
  });

  it('tells a price table change from a quantity break', async () => {
    const id = await sentAndExpired('Table tees');
    const tiers = DEFAULT_PRICE_TABLES.screenPrint1C.tiers;
    const withTiers = (changed: PriceTables['screenPrint1C']['tiers']): PriceTables => ({
      ...DEFAULT_PRICE_TABLES,
      screenPrint1C: { ...DEFAULT_PRICE_TABLES.screenPrint1C, tiers: changed },
    });
    // 30 prints fall in 26-60 at 8.90; that band's price becomes 9.10.
    await t.database.db.insert(priceTableVersions).values({
      tables: withTiers(tiers.map((tier) => (tier.upTo === 60 ? { ...tier, price: 9.1 } : tier))),
    });
    const figures = await call<RepriceAnswer>('reprice', id);
    // (The tee moves too: the catalogue changed in the test before.)
    const print = (answer: RepriceAnswer) => answer.moved.filter((move) => move.line_id === 'd1');
    expect(print(figures.body.data)).toEqual([
      expect.objectContaining({ line_id: 'd1', before: 890, after: 910, reason: 'price_table' }),
    ]);

    // The first break moves from 25 to 30: 30 prints now fall in the first band, at 9.40.
    await t.database.db.insert(priceTableVersions).values({
      tables: withTiers(
        tiers.map((tier) =>
          tier.upTo === 25 ? { ...tier, upTo: 30 } : tier.upTo === 60 ? { ...tier, price: 9.1 } : tier,
        ),
      ),
    });
    const breaks = await call<RepriceAnswer>('reprice', id);
    expect(print(breaks.body.data)).toEqual([
      expect.objectContaining({ line_id: 'd1', before: 910, after: 940, reason: 'quantity_break' }),
    ]);
  });

  it('is staff work: a customer is refused and nothing changes', async () => {
    const id = await sentAndExpired('Customer tries');
    const before = await read(id);
    expect((await call('renew', id, customer.token)).statusCode).toBe(403);
    expect((await call('reprice', id, customer.token)).statusCode).toBe(403);
    expect(await read(id)).toEqual(before);
  });
});
