import type { BusinessSettings, MessageTextKey } from '@portal/domain/business-settings';
import { fillMessageText } from '@portal/domain/business-settings';
import { formatDisplayDate } from '@portal/domain/dates';
import { quoteEmailPath, quoteEmailSubject } from '@portal/domain/quote-links';
import type { ReminderRule, ReminderRuleKind } from '@portal/domain/reminders';
import { isMobileE164, toE164 } from '@portal/domain/sms';
import type { AppContext } from '../../app-context.ts';
import type { memos } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { queuedMail } from '../../mail/mail-channel.ts';
import type { QueuedMessage } from '../../outbox/enqueue.ts';
import { queuedSms } from '../../sms/sms-channel.ts';
import type { CompanyRow, ContactRow } from '../companies/index.ts';
import { replyAddressOf } from '../memos/index.ts';
import type { QuoteReminderFacts } from './reminder-facts.repo.ts';

export type ReminderChannel = 'email' | 'sms';

type Reminder = { id: number; rule: ReminderRuleKind; revision: number; label: string };

const textsOf = (rule: ReminderRuleKind): { email: MessageTextKey; sms: MessageTextKey } =>
  rule === 'on_expiry'
    ? { email: 'reminder_expired_email', sms: 'reminder_expired_sms' }
    : { email: 'reminder_email', sms: 'reminder_sms' };

const channelWords = (channels: readonly ReminderChannel[]) =>
  channels.map((channel) => (channel === 'email' ? 'e-mail' : 'SMS')).join(' and ');

/** What one reminder writes: its channels, its mail and/or text for the outbox, and its log line. */
export type ReminderWrites = {
  channels: ReminderChannel[];
  messages: QueuedMessage[];
  note: typeof memos.$inferInsert;
};

/**
 * One reminder's writes, made without touching the database so a batch of them goes in a few
 * statements: the business's text by e-mail and/or SMS for the outbox (keyed by the reminder, so
 * a retried pass queues nothing twice) and a line in the quote's conversation log naming its
 * rule. A channel goes only where the contact has an address for it; with neither, no channel
 * and nothing to write.
 */
export function reminderWritesOf(
  ctx: AppContext,
  business: BusinessSettings,
  quote: QuoteReminderFacts,
  { company, contact }: { company: CompanyRow | undefined; contact: ContactRow | undefined },
  reminder: Reminder,
  rule: ReminderRule,
): ReminderWrites | null {
  const email = rule.email ? contact?.email || company?.email || '' : '';
  const mobile = rule.sms ? toE164(contact?.mobile || company?.mobile || '') : null;
  const channels: ReminderChannel[] = [
    ...(email ? (['email'] as const) : []),
    ...(mobile && isMobileE164(mobile) ? (['sms'] as const) : []),
  ];
  if (channels.length === 0) return null;

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
  const messages: QueuedMessage[] = [];
  if (channels.includes('email'))
    messages.push(
      queuedMail(
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
      ),
    );
  if (channels.includes('sms') && mobile)
    messages.push(
      queuedSms(
        { to: mobile, body: fillMessageText(business.texts[texts.sms], values) },
        { kind: 'reminder', reminderId: reminder.id },
      ),
    );
  return {
    channels,
    messages,
    note: {
      clientId: quote.userId,
      quoteId: quote.quoteId,
      authorId: null,
      authorName: business.trading_name || 'Reminders',
      authorRole: 'admin',
      messageFormat: 'html',
      content: `<p>${escapeHtml(`Reminder sent by ${channelWords(channels)} (revision ${reminder.revision}): ${reminder.label}.`)}</p>`,
      source: 'portal',
      kind: 'reminder',
    },
  };
}
