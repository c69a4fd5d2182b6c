import { formatDisplayDateTime } from '@portal/domain/dates';
import { type Decline, declineMailLines } from '@portal/domain/quote-links';
import type { Tx } from '../../db/client.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import { staffAddresses } from '../users/index.ts';
import type { LinkedQuote } from './link-of-token.ts';

type Answer = {
  kind: 'accepted' | 'rejected';
  name: string;
  ip: string;
  /** The rejection's reason and note; null for an acceptance. */
  decline: Decline | null;
  revision: number;
  at: Date;
};

/**
 * Tells staff of every answer by link: one mail to every admin account, in the
 * transaction of the answer, keyed by the link so it is queued once however often it is tried.
 */
export async function queueStaffAnswerMail(
  tx: Tx,
  linkId: number,
  quote: LinkedQuote,
  company: string,
  answer: Answer,
): Promise<void> {
  const to = await staffAddresses(tx);
  if (to.length === 0) return;
  const verb = answer.kind === 'accepted' ? 'accepted' : 'rejected';
  const lines = [
    `Q${quote.id} ${quote.label} - R${answer.revision} was ${verb} by link${company ? ` for ${company}` : ''}.`,
    '',
    ...(answer.name ? [`Name typed: ${answer.name}`] : []),
    `When: ${formatDisplayDateTime(answer.at)}`,
    `From address: ${answer.ip}`,
    ...(answer.decline ? ['', ...declineMailLines(answer.decline)] : []),
  ];
  await enqueueMail(
    tx,
    { to: to.join(', '), subject: `Q${quote.id} ${verb} by link`, text: lines.join('\n') },
    { kind: 'link-answer', linkId },
  );
}
