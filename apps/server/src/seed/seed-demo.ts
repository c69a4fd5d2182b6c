import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seedCatalogues } from './catalogue-seed.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoBusiness } from './demo-business.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { seedStapleTee } from './staple-tee.ts';

/** Fills an empty database with the demo data; does nothing once any account exists. */
export async function seedDemoIfEmpty(db: Db, scryptCost: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoAccounts(db, scryptCost);
  await seedDemoBusiness(db);
  await seedCatalogues(db);
  await seedStapleTee(db);
  await seedDemoQuotes(db);
  return true;
}
