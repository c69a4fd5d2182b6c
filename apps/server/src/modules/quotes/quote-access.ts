import { isAdmin, MESSAGES } from '@portal/domain';
import type { QuoteContent } from '@portal/domain/quote';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { QuoteRowDb } from './quote-record.ts';

/** A quote row without its document: what access checks, locks and status moves read. */
export type QuoteHead = Omit<QuoteRowDb, 'content'>;

// Every column but the document, which is hundreds of kilobytes on a large quote and is read
// only by the calls that need it (a presence check every 15 seconds should not parse it).
const { content: _content, ...headColumns } = getTableColumns(quotes);

/**
 * The quote, if this user may reach it. A customer reaches only its own quotes; anything else
 * answers 404, so the call does not even tell whether the quote exists (DESIGN: Security).
 */
export async function quoteHeadForUser(
  db: Db | Tx,
  user: AuthUser,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteHead> {
  const query = db.select(headColumns).from(quotes).where(eq(quotes.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return reachable(row, user);
}

function reachable<Row extends QuoteHead>(row: Row | undefined, user: AuthUser): Row {
  if (!row || (!isAdmin(user) && row.userId !== user.id)) throw notFound(MESSAGES.notFound);
  return row;
}

/** The quote with its document, if this user may reach it (see quoteHeadForUser). */
export async function quoteForUser(
  db: Db | Tx,
  user: AuthUser,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteRowDb> {
  const query = db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return reachable(row, user);
}

/** The stored document of a quote already found (validated when it was written). */
export async function storedContentOf(db: Db | Tx, id: number): Promise<QuoteContent> {
  const [row] = await db.select({ content: quotes.content }).from(quotes).where(eq(quotes.id, id));
  return row?.content as QuoteContent;
}

/** The name of the company of the quote's account, shown in lists and searched. */
export async function companyNameOf(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ company: companies.company })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.id))
    .limit(1);
  return row?.company ?? null;
}
