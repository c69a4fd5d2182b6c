import { isAdmin } from '@portal/domain';
import { centsToDollars } from '@portal/domain/money';
import type { QuoteListQuery, QuoteSortColumn } from '@portal/domain/quote';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quotes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type ListFilter = QuoteListQuery & { ordersOnly?: boolean };

/** The account's first company, by the same rule everywhere a quote shows its company. */
// Written out with table names: drizzle leaves columns of a one-table query unqualified, and
// inside the subquery `user_id` would then mean the company's own column.
const companyName = sql<string>`coalesce((select c.company from companies c where c.user_id = "quotes"."user_id" order by c.id limit 1), '')`;

const SORTS: Record<QuoteSortColumn, SQL | typeof quotes.id> = {
  id: quotes.id,
  name: sql`lower(${quotes.label})`,
  company: sql`lower(${companyName})`,
  status: sql`lower(${quotes.status})`,
  updated_at: sql`${quotes.updatedAt}`,
  valid_to: sql`${quotes.validTo}`,
  price: sql`${quotes.priceCents}`,
};

/**
 * GET /quotes/index and /quotes/orders: a customer sees its own; an admin everyone's, or one
 * client's with ?userid. Customers get no Ready/Sent flags (accounts spec 2.8: admins only).
 * The server searches (label, status, company name, any case) and sorts, so long lists stay fast.
 */
export async function listQuotes(ctx: AppContext, user: AuthUser, filter: ListFilter) {
  const admin = isAdmin(user);
  const where: SQL[] = [];
  if (!admin) where.push(eq(quotes.userId, user.id));
  else if (filter.userid) where.push(eq(quotes.userId, filter.userid));
  if (filter.contactid) where.push(eq(quotes.contactUser, filter.contactid));
  if (filter.ordersOnly) where.push(sql`${quotes.orderStatus} <> ''`);
  if (filter.archive) where.push(eq(quotes.archive, Number(filter.archive)));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${quotes.label} ilike ${pattern} or ${quotes.status} ilike ${pattern} or ${quotes.orderStatus} ilike ${pattern} or ${companyName} ilike ${pattern})`,
    );
  }
  const sortColumn = SORTS[filter.sort ?? 'id'];
  const order = filter.dir === 'asc' ? asc : desc;

  const rows = await ctx.db
    .select({
      id: quotes.id,
      user_id: quotes.userId,
      label: quotes.label,
      client_label: quotes.clientLabel,
      revision: quotes.revision,
      status: quotes.status,
      order_status: quotes.orderStatus,
      price_cents: quotes.priceCents,
      valid_to: quotes.validTo,
      created_at: quotes.createdAt,
      updated_at: quotes.updatedAt,
      ready: quotes.ready,
      sent: quotes.sent,
      archive: quotes.archive,
      wfm_id: quotes.wfmId,
      has_logo: sql<boolean>`${quotes.logo} is not null and ${quotes.logo} <> ''`,
      company: companyName,
    })
    .from(quotes)
    .where(where.length ? and(...where) : undefined)
    .orderBy(order(sortColumn), order(quotes.id));

  return rows.map(({ price_cents, ready, sent, archive, created_at, updated_at, ...row }) => ({
    ...row,
    valid_to: row.valid_to ?? '',
    wfm_id: row.wfm_id ?? '',
    price: centsToDollars(price_cents),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    archive: archive === 1,
    ...(admin ? { ready: ready === 1, sent: sent === 1 } : {}),
  }));
}
