import { addDays, businessToday, DEFAULT_VALIDITY_DAYS } from '@portal/domain/dates';
import { centsToDollars } from '@portal/domain/money';
import {
  changeDecorationCode,
  emptyContent,
  type QuoteContent,
  quoteContentSchema,
  togglePosition,
} from '@portal/domain/quote';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { catalogueProducts, companies, contacts, quoteHistory, quotes, users } from '../db/schema/index.ts';
import { currentPriceTables, keepOrderFigures, priceForStorage } from '../modules/quotes/index.ts';

type Product = typeof catalogueProducts.$inferSelect;

/** The statuses each demo customer gets a quote in, so every list and tab has something to show. */
const STAGES = [
  {
    label: 'Winter jackets draft',
    status: '',
    orderStatus: '',
    qty: 12,
    decoration: 'Embroidery',
    ready: 0,
    sent: 0,
  },
  {
    label: 'New starters polos',
    status: 'Requested',
    orderStatus: '',
    qty: 20,
    decoration: 'Embroidery',
    ready: 0,
    sent: 0,
  },
  {
    label: 'Hi-vis for site B',
    status: 'Pending Quote',
    orderStatus: '',
    qty: 40,
    decoration: 'Screen Print 1C',
    ready: 1,
    sent: 0,
  },
  {
    label: 'Event tees',
    status: 'Completed Quote',
    orderStatus: '',
    qty: 30,
    decoration: 'Screen Print 1C',
    ready: 1,
    sent: 1,
  },
  {
    label: 'Caps for the summer',
    status: 'Declined Quote',
    orderStatus: '',
    qty: 25,
    decoration: 'Embroidery',
    ready: 1,
    sent: 1,
  },
  {
    label: 'Office shirts',
    status: 'Completed Quote',
    orderStatus: 'Requested Order',
    qty: 15,
    decoration: 'Embroidery',
    ready: 1,
    sent: 1,
  },
  {
    label: 'Crew uniforms 2026',
    status: 'Completed Quote',
    orderStatus: 'Completed Order',
    qty: 60,
    decoration: 'Screen Print 1C',
    ready: 1,
    sent: 1,
  },
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** A document of two catalogue products decorated at Breast Left, made with the editor's own operations. */
function demoContent(products: Product[], qty: number, decoration: string): QuoteContent {
  const base = emptyContent();
  const items = products.map((p, i) => ({
    id: `p${i + 1}`,
    type: 'product' as const,
    group_id: 'g1',
    productid: p.id,
    code: p.code,
    description: p.description,
    shortcode: p.shortcode,
    catalogue: p.catalogueKey,
    imageurl: p.imageUrl,
    qty: i === 0 ? qty : Math.max(5, Math.round(qty / 2)),
    price: centsToDollars(p.priceCents),
    cost: centsToDollars(p.costCents),
    position: {},
  }));
  let content = quoteContentSchema.parse({
    categories: [
      {
        ...base.categories[0],
        groups: [{ id: 'g1', name: 'Uniforms', group_options: { customs: [], customfees: [] } }],
        items,
      },
    ],
  });
  for (const item of items) content = togglePosition(content, item.id, 'Breast Left', true, decoration);
  const row = content.categories[0]?.items.find((r) => r.type === 'decoration');
  if (row) {
    content = changeDecorationCode(content, row.id, decoration);
    content = quoteContentSchema.parse({
      categories: content.categories.map((c) => ({
        ...c,
        items: c.items.map((r) =>
          r.id === row.id
            ? { ...r, setup_code: 'New Set Up', ...(decoration === 'Embroidery' ? { setup_sc: 8000 } : {}) }
            : r,
        ),
      })),
    });
  }
  return content;
}

async function demoProducts(tx: Tx): Promise<Product[]> {
  const picked: Product[] = [];
  for (const key of ['AS', 'JB', 'PW', 'BIZ']) {
    const [p] = await tx
      .select()
      .from(catalogueProducts)
      .where(eq(catalogueProducts.catalogueKey, key))
      .orderBy(asc(catalogueProducts.id))
      .limit(1);
    if (p) picked.push(p);
  }
  return picked;
}

/**
 * Quotes and orders for each demo customer in every status, priced the way staff price them
 * (costs included), with a line of history each, so every view has real figures.
 */
export async function seedDemoQuotes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const products = await demoProducts(tx);
    if (products.length < 2) return;
    const tables = await currentPriceTables(tx);
    const [admin] = await tx.select().from(users).where(eq(users.role, 'admin')).limit(1);
    const customers = await tx
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.role, 'customer'),
          inArray(users.email, ['customer@example.com', 'customer2@example.com']),
        ),
      )
      .orderBy(asc(users.id));
    for (const [c, customer] of customers.entries()) {
      const [contact] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(eq(companies.userId, customer.id))
        .orderBy(asc(contacts.id))
        .limit(1);
      for (const [i, stage] of STAGES.entries()) {
        const pair = [
          products[(i + c) % products.length],
          products[(i + c + 1) % products.length],
        ] as Product[];
        const pricing = priceForStorage(demoContent(pair, stage.qty, stage.decoration), tables);
        const created = new Date(Date.now() - (STAGES.length - i) * 3 * DAY - c * DAY);
        const [row] = await tx
          .insert(quotes)
          .values({
            userId: customer.id,
            label: stage.label,
            clientLabel: `${stage.label} for ${customer.firstname}'s team`,
            status: stage.status,
            orderStatus: stage.orderStatus,
            revision: 1,
            ready: stage.ready,
            sent: stage.sent,
            validTo: addDays(businessToday(created), DEFAULT_VALIDITY_DAYS),
            contactUser: contact?.id ?? null,
            ...pricing,
            createdBy: customer.id,
            updatedBy: admin?.id ?? customer.id,
            createdAt: created,
            updatedAt: new Date(created.getTime() + DAY),
          })
          .returning({ id: quotes.id });
        if (!row) continue;
        // The demo's orders count in the reports as any order does (decisions/135).
        await keepOrderFigures(tx, row.id, async () => pricing.content, new Date(created.getTime() + DAY));
        await tx.insert(quoteHistory).values({
          quoteId: row.id,
          userId: customer.id,
          userName: `${customer.firstname} ${customer.lastname}`,
          action: 'created the quote',
          createdAt: created,
        });
      }
    }
  });
}
