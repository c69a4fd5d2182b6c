import type { BusinessSettings } from '@portal/domain/business-settings';
import { fillMessageText } from '@portal/domain/business-settings';
import { customerProofsPath, proofsMailSubject } from '@portal/domain/proofs';
import type { ReminderRule } from '@portal/domain/reminders';
import type { AppContext } from '../../app-context.ts';
import { queuedMail } from '../../mail/mail-channel.ts';
import type { QueuedMessage } from '../../outbox/enqueue.ts';
import { queuedSms } from '../../sms/sms-channel.ts';
import type { ProofRoundReminderFacts } from './proof-round-facts.repo.ts';
import {
  channelWords,
  type ReminderPeople,
  type ReminderWrites,
  reminderAddressesOf,
  reminderNoteOf,
  reminderReplyTo,
} from './send-reminder.ts';

/**
 * One proof reminder's writes, as a quote reminder's: the business's proof reminder text by
 * e-mail and/or SMS, listing the proofs still waiting and linking to the quote's proofs in the
 * portal (the mailed link's token is kept only as its hash, so it cannot be sent again), and a
 * line in the quote's conversation log naming the rule.
 */
export function proofReminderWritesOf(
  ctx: AppContext,
  business: BusinessSettings,
  round: ProofRoundReminderFacts,
  people: ReminderPeople,
  reminder: { id: number; label: string },
  rule: ReminderRule,
): ReminderWrites | null {
  const { email, mobile, channels } = reminderAddressesOf(rule, people);
  if (channels.length === 0) return null;
  const values = {
    first_name: people.contact?.firstname ?? '',
    quote_number: `Q${round.quoteId}`,
    quote_label: round.label,
    link: `${ctx.config.publicUrl}${customerProofsPath(round.quoteId)}`,
    proofs: round.waitingProofs.map((name) => `- ${name}`).join('\n'),
    trading_name: business.trading_name,
  };
  const messages: QueuedMessage[] = [];
  if (email)
    messages.push(
      queuedMail(
        {
          to: email,
          subject: `Reminder: ${proofsMailSubject({ id: round.quoteId, label: round.label })}`,
          text: fillMessageText(business.texts.proof_reminder_email, values),
          ...reminderReplyTo(ctx, round),
        },
        { kind: 'proof-reminder', reminderId: reminder.id },
      ),
    );
  if (mobile)
    messages.push(
      queuedSms(
        { to: mobile, body: fillMessageText(business.texts.proof_reminder_sms, values) },
        { kind: 'proof-reminder', reminderId: reminder.id },
      ),
    );
  return {
    channels,
    messages,
    note: reminderNoteOf(business, round, `Reminder sent by ${channelWords(channels)}: ${reminder.label}.`),
  };
}
