import { INBOUND_OUTCOMES, type InboundMailEntry } from '@portal/domain/memos';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { inboundMails } from '../../db/schema/index.ts';

/** GET /inbound/index (admin): the latest 200 mails to reply addresses, what became of each and why. */
export async function listInboundMails(ctx: AppContext): Promise<InboundMailEntry[]> {
  const rows = await ctx.db.select().from(inboundMails).orderBy(desc(inboundMails.id)).limit(200);
  return rows.map((row) => ({
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    via: row.via === 'smtp' ? 'smtp' : 'http',
    from: row.mailFrom,
    to: row.rcptTo,
    subject: row.subject,
    outcome: INBOUND_OUTCOMES.find((outcome) => outcome === row.outcome) ?? 'refused',
    reason: row.reason,
  }));
}
