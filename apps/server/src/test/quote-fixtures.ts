import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, contacts } from '../db/schema/index.ts';

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

export { GOLDEN_PRICE, goldenContent } from './golden-content.ts';
