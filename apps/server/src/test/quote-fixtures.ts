import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, contacts, quotes } from '../db/schema/index.ts';

/** The contact ids of an account's company, first the primary one. */
export async function contactIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(companies.userId, userId))
    .orderBy(asc(contacts.id));
  return rows.map((r) => r.id);
}

/**
 * The version a quote stands at now: what a write made right after reading it carries (every
 * write to a quote must say the version it was read at, decisions/060).
 */
export async function versionOf(db: Db, quoteId: number): Promise<number> {
  const [row] = await db.select({ version: quotes.version }).from(quotes).where(eq(quotes.id, quoteId));
  if (!row) throw new Error(`no quote ${quoteId}`);
  return row.version;
}

export { GOLDEN_PRICE, goldenContent } from './golden-content.ts';
