import { formatDisplayDate, formatDisplayTime } from '@portal/domain/dates';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { QuoteHead } from './quote-access.ts';

/**
 * Optimistic locking (DESIGN: The quote document): a save made from an older version is refused
 * with 409 and says who saved since, so nobody's work is overwritten silently. Every write
 * carries a version (exact-write.ts refuses one without).
 */
export async function assertFreshVersion(tx: Tx, row: QuoteHead, version: number): Promise<void> {
  if (version === row.version) return;
  const [who] = row.updatedBy
    ? await tx
        .select({ firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, row.updatedBy))
    : [];
  const name = who ? `${who.firstname} ${who.lastname}`.trim() : 'someone else';
  throw conflict(
    `This quote was saved by ${name} on ${formatDisplayDate(row.updatedAt)} at ${formatDisplayTime(row.updatedAt)} after you opened it. Reload it to see their changes; your changes have not been saved.`,
  );
}
