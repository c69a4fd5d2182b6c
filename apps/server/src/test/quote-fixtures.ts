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

/** Issue 3's first golden case: 30 tees at 12.00 (cost 6.00), Screen Print 1C at Breast Left, new setup. */
export const goldenContent = (qty = 30) => ({
  categories: [
    {
      category_info: {},
      groups: [{ id: 'g1', name: 'Staff tees', group_options: { customs: [], customfees: [] } }],
      items: [
        {
          id: 'p1',
          type: 'product',
          group_id: 'g1',
          code: 'AS5001',
          description: 'Staple Tee',
          catalogue: 'AS',
          qty,
          price: 12,
          cost: 6,
          position: { 'Breast Left': true },
        },
        {
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Screen Print 1C',
          position: 'Breast Left',
          qty,
          setup_code: 'New Set Up',
        },
      ],
    },
  ],
});
