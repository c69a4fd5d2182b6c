import { OUTBOX_MESSAGES } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { badRequest } from '../lib/http-error.ts';

/**
 * POST /outbox/retry/{id} (admin): a failed message goes back in line with its tries reset, for
 * when the cause is mended (a mail server back up, a number corrected at the provider). Only a
 * failed one: a pending message is on its way, a sent one must not go twice.
 */
export async function retryMessage(db: Db, id: number): Promise<string> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, availableAt: new Date() })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (!row) throw badRequest(OUTBOX_MESSAGES.notFailed);
  return OUTBOX_MESSAGES.retrying;
}
