import type { BusinessSettings, MessageTextKey } from '@portal/domain/business-settings';
import { fillMessageText } from '@portal/domain/business-settings';
import { formatDisplayDate } from '@portal/domain/dates';
import { quoteEmailPath, quoteEmailSubject } from '@portal/domain/quote-links';
import type { ReminderRule, ReminderRuleKind } from '@portal/domain/reminders';
import { isMobileE164, toE164 } from '@portal/domain/sms';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { memos } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import { enqueueSms } from '../../sms/sms-channel.ts';
import { replyAddressOf } from '../memos/index.ts';
import { quoteContactOf } from '../quotes/index.ts';
import type { QuoteReminderFacts } from './reminder-facts.repo.ts';

export type ReminderChannel = 'email' | 'sms';

type Reminder = { id: number; rule: ReminderRuleKind; revision: number; label: string };

const textsOf = (rule: ReminderRuleKind): { email: MessageTextKey; sms: MessageTextKey } =>
  rule === 'on_expiry'
    ? { email: 'reminder_expired_email', sms: 'reminder_expired_sms' }
    : { email: 'reminder_email', sms: 'reminder_sms' };

const channelWords = (channels: readonly ReminderChannel[]) =>
  channels.map((channel) => (channel === 'email' ? 'e-mail' : 'SMS')).join(' and ');

/**
 * Sends one reminder in the caller's transaction: the business's text by e-mail and/or SMS into
 * the outbox (keyed by the reminder, so a retried pass queues nothing twice), and a line in the
 * quote's conversation log naming its rule. A channel goes only where the contact has an address
 * for it. Answers the channels used; none when the contact has neither.
 */
export async function sendReminder(
  ctx: AppContext,
  tx: Tx,
  business: BusinessSettings,
  quote: QuoteReminderFacts,
  reminder: Reminder,
  rule: ReminderRule,
): Promise<ReminderChannel[]> {
  const { company, contact } = await quoteContactOf(tx, quote);
  const email = rule.email ? contact?.email || company?.email || '' : '';
  const mobile = rule.sms ? toE164(contact?.mobile || company?.mobile || '') : null;
  const channels: ReminderChannel[] = [
    ...(email ? (['email'] as const) : []),
    ...(mobile && isMobileE164(mobile) ? (['sms'] as const) : []),
  ];
  if (channels.length === 0) return channels;

  const head = {
    id: quote.quoteId,
    label: quote.label,
    revision: reminder.revision,
    order_status: quote.orderStatus,
  };
  const link = `${ctx.config.publicUrl}${quoteEmailPath(head)}`;
  const values = {
    first_name: contact?.firstname ?? '',
    quote_number: `Q${quote.quoteId}`,
    quote_label: quote.label,
    link,
    valid_to: formatDisplayDate(quote.validTo),
    trading_name: business.trading_name,
  };
  const texts = textsOf(reminder.rule);
  const inbound = ctx.config.inbound;
  if (channels.includes('email'))
    await enqueueMail(
      tx,
      {
        to: email,
        subject: `Reminder: ${quoteEmailSubject(head)}`,
        text: fillMessageText(business.texts[texts.email], values),
        // A reply lands in the quote's conversation log, which stops the reminders.
        ...(inbound
          ? {
              replyTo: replyAddressOf(
                { clientId: quote.userId, quoteId: quote.quoteId },
                inbound.secret,
                inbound.domain,
              ),
            }
          : {}),
      },
      { kind: 'reminder', reminderId: reminder.id },
    );
  if (channels.includes('sms') && mobile)
    await enqueueSms(
      tx,
      { to: mobile, body: fillMessageText(business.texts[texts.sms], values) },
      { kind: 'reminder', reminderId: reminder.id },
    );
  await tx.insert(memos).values({
    clientId: quote.userId,
    quoteId: quote.quoteId,
    authorId: null,
    authorName: business.trading_name || 'Reminders',
    authorRole: 'admin',
    messageFormat: 'html',
    content: `<p>${escapeHtml(`Reminder sent by ${channelWords(channels)} (revision ${reminder.revision}): ${reminder.label}.`)}</p>`,
    source: 'portal',
    kind: 'reminder',
  });
  return channels;
}
