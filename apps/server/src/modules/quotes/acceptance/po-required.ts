import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';

/** Whether staff marked this account's company "PO required": its acceptances must give a PO number. */
export async function companyPoRequired(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ poRequired: companies.poRequired })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1);
  return row?.poRequired ?? false;
}
