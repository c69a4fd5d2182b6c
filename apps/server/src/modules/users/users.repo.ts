import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** Every staff account's address: who hears of answers by link and of customers' log notes. */
export async function staffAddresses(db: Db | Tx): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  return rows.map((row) => row.email).filter(Boolean);
}

export async function findUserById(db: Db | Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account's own company (the first one, if an admin gave it more). */
export async function findCompanyNameOfUser(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ company: companies.company })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.id))
    .limit(1);
  return row?.company ?? null;
}

/**
 * Locks the account's row until the transaction ends, so reset links are issued, used and ended
 * one at a time per account (two at once could otherwise both stay open).
 */
export async function lockAccount(tx: Tx, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}
