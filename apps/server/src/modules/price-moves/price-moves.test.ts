import type { BusinessSettingsAnswer } from '@portal/domain/business-settings';
import { SETTINGS_MESSAGES } from '@portal/domain/business-settings';
import type { TodayAnswer } from '@portal/domain/today';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings, catalogueProducts, catalogueSkus, quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { settableClock } from '../../test/test-clock.ts';
import { listPriceMovesOnce } from './list-price-moves.ts';

// Melbourne (the demo business, Victoria). Monday 7 and Tuesday 8 December 2026, 11:00; Saturday 12th.
const MON_7_DEC = '2026-12-07T00:00:00Z';
const TUE_8_DEC = '2026-12-08T00:00:00Z';
const SAT_12_DEC = '2026-12-12T00:00:00Z';

describe.each(testDatabases())('the nightly list of quotes whose price would move, on $name', (kind) => {
  const clock = settableClock(new Date(MON_7_DEC));
  let t: TestApp;
  let admin: string;
  let customer: { token: string; user: { id: number } };

  beforeAll(async () => {
    t = await startTestApp(
      kind,
      { authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 },
      { clock },
    );
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
  });
  afterAll(async () => t?.close());

  const setPercent = (percent: number) =>
    t.database.db.execute(
      sql`update ${businessSettings} set settings = jsonb_set(settings, '{price_move_percent}', ${String(percent)}::jsonb)`,
    );
  const today = async () =>
    (await t.call<TodayAnswer>('GET', '/api/today', { token: admin })).body.data.price_moves;
  const headOf = async (id: number) => {
    const [row] = await t.database.db
      .select({ price: quotes.priceCents, version: quotes.version, revision: quotes.revision })
      .from(quotes)
      .where(eq(quotes.id, id));
    return row;
  };

  it('lists, once a business day, the quotes expiring this week whose total would move past the percentage', async () => {
    // The golden quote: 30 Staple Tees (AS5001, White, L) at $12.00 and their print, $727.00 ex GST.
    const soon = await completedQuoteFor(t, admin, customer.user.id, 'Expiring tees', '2026-12-10');
    const later = await completedQuoteFor(t, admin, customer.user.id, 'Later tees', '2026-12-20');
    const before = await headOf(soon);
    expect(before?.price).toBe(72_700);

    // The supplier's price goes from $12.00 to $13.50: each quote would move by $45.00, 6.2%.
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

    // Monday, with 10% set: a 6.2% move is not listed. The day's list is made once.
    await setPercent(10);
    clock.set(MON_7_DEC);
    expect(await listPriceMovesOnce(t.app.ctx)).toEqual([]);
    await setPercent(2);
    expect(await listPriceMovesOnce(t.app.ctx)).toBeNull();
    expect(await today()).toEqual({ count: 0, items: [] });

    // Tuesday, at the default 2%: listed, the later quote not (it expires after the week).
    clock.set(TUE_8_DEC);
    expect(await listPriceMovesOnce(t.app.ctx)).toEqual([
      { quote_id: soon, total_before: 72_700, total_after: 77_200 },
    ]);
    const group = await today();
    expect(group.count).toBe(1);
    expect(group.items).toEqual([
      expect.objectContaining({
        id: soon,
        label: 'Expiring tees',
        valid_to: '2026-12-10',
        total_before: 72_700,
        total_after: 77_200,
        change_percent: 6.2,
        at: new Date(TUE_8_DEC).toISOString(),
      }),
    ]);
    expect(group.items.map((item) => item.id)).not.toContain(later);

    // Priced again only to compare: the quote itself is as it was.
    expect(await headOf(soon)).toEqual(before);

    // No list on a day off.
    clock.set(SAT_12_DEC);
    expect(await listPriceMovesOnce(t.app.ctx)).toBeNull();
  });

  it('lets staff set the percentage, refusing one out of reason with nothing saved', async () => {
    type Saved = BusinessSettingsAnswer;
    const read = async () =>
      (await t.call<Saved>('GET', '/api/business-settings', { token: admin })).body.data;
    const save = async (percent: number) => {
      const now = await read();
      return t.call<Saved>('POST', '/api/business-settings', {
        token: admin,
        body: { version: now.version, settings: { ...now.settings, price_move_percent: percent } },
      });
    };
    const refused = await save(0);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toContain(SETTINGS_MESSAGES.priceMovePercent);
    expect((await read()).settings.price_move_percent).toBe(2);
    const saved = await save(5);
    expect(saved.statusCode).toBe(200);
    expect((await read()).settings.price_move_percent).toBe(5);
  });
});
