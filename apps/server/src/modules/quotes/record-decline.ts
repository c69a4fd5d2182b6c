import { formatDisplayDateTime } from '@portal/domain/dates';
import { type Decline, type DeclineInput, declineMailLines, declineOf } from '@portal/domain/quote-links';
import type { Tx } from '../../db/client.ts';
import { quoteDeclines } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import { staffAddresses } from '../users/index.ts';
import { keepQuoteFunnel } from './quote-funnel.ts';

/** The decline a form describes, or a 400 in the customer's words before anything changes. */
export function declineOrRefuse(input: DeclineInput): Decline {
  const judged = declineOf(input);
  if (!judged.ok) throw badRequest(judged.message);
  return judged.decline;
}

type DeclineRecord = {
  quoteId: number;
  revision: number;
  decline: Decline;
  via: 'link' | 'portal';
  linkId?: number | null;
  userId?: number | null;
};

/**
 * Keeps a decline with its reason, in the transaction that declined the quote (decisions/124), and
 * the quote's funnel row with it (decisions/136).
 */
export async function recordDecline(tx: Tx, record: DeclineRecord): Promise<number> {
  const [row] = await tx
    .insert(quoteDeclines)
    .values({
      quoteId: record.quoteId,
      revision: record.revision,
      reason: record.decline.reason,
      reasonOther: record.decline.other,
      note: record.decline.note,
      via: record.via,
      linkId: record.linkId ?? null,
      declinedBy: record.userId ?? null,
    })
    .returning({ id: quoteDeclines.id });
  if (!row) throw new Error('decline row not returned');
  await keepQuoteFunnel(tx, record.quoteId);
  return row.id;
}

/**
 * Tells staff a customer declined in the portal, with the reason: one mail to every admin
 * account in the decline's transaction, keyed by the decline. (A decline by link is told by the
 * link's own answer mail.)
 */
export async function queueStaffDeclineMail(
  tx: Tx,
  declineId: number,
  quote: { id: number; label: string; revision: number },
  by: string,
  decline: Decline,
): Promise<void> {
  const to = await staffAddresses(tx);
  if (to.length === 0) return;
  const lines = [
    `Q${quote.id} ${quote.label} - R${quote.revision} was declined in the portal by ${by}.`,
    '',
    `When: ${formatDisplayDateTime(new Date())}`,
    ...declineMailLines(decline),
  ];
  await enqueueMail(
    tx,
    { to: to.join(', '), subject: `Q${quote.id} declined`, text: lines.join('\n') },
    { kind: 'quote-decline', declineId },
  );
}
