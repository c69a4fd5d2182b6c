import type { AcceptanceRecord } from '@portal/domain/acceptance';
import type { AppContext } from '../../../app-context.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { quoteForUser } from '../quote-access.ts';
import { acceptanceRecordOf, latestAcceptanceOf } from './acceptance-record.ts';

/** GET /quotes/acceptance/{id}: the quote's acceptance record for its customer and staff; null when none. */
export async function getAcceptance(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<AcceptanceRecord | null> {
  const quote = await quoteForUser(ctx.db, user, id);
  const row = await latestAcceptanceOf(ctx.db, quote.id);
  return row ? acceptanceRecordOf(ctx.db, row) : null;
}
