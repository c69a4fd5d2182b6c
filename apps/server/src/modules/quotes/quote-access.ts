import { isAdmin, MESSAGES } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { QuoteRowDb } from './quote-record.ts';

/**
 * The quote, if this user may reach it. A customer reaches only its own quotes; anything else
 * answers 404, so the call does not even tell whether the quote exists (DESIGN: Security).
 */
export async function quoteForUser(
  db: Db | Tx,
  user: AuthUser,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteRowDb> {
  const query = db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || (!isAdmin(user) && row.userId !== user.id)) throw notFound(MESSAGES.notFound);
  return row;
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
