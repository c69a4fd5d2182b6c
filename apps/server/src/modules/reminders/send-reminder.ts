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

export const channelWords = (channels: readonly ReminderChannel[]) =>
  channels.map((channel) => (channel === 'email' ? 'e-mail' : 'SMS')).join(' and ');

/** What one reminder writes: its channels, its mail and/or text for the outbox, and its log line. */
export type ReminderWrites = {
  channels: ReminderChannel[];
  messages: QueuedMessage[];
  note: typeof memos.$inferInsert;
};

export type ReminderPeople = { company: CompanyRow | undefined; contact: ContactRow | undefined };

/**
 * Where a reminder goes: the contact's e-mail and mobile, else the company's, for the channels
 * its rule turns on. A channel goes only where there is an address for it.
 */
export function reminderAddressesOf(
  rule: ReminderRule,
  { company, contact }: ReminderPeople,
): { email: string; mobile: string | null; channels: ReminderChannel[] } {
  const email = rule.email ? contact?.email || company?.email || '' : '';
  const mobile = rule.sms ? toE164(contact?.mobile || company?.mobile || '') : null;
  const hasMobile = mobile !== null && isMobileE164(mobile);
  return {
    email,
    mobile: hasMobile ? mobile : null,
    channels: [...(email ? (['email'] as const) : []), ...(hasMobile ? (['sms'] as const) : [])],
  };
}

/** A reminder mail's reply address: a reply lands in the quote's conversation log, which stops the reminders. */
export function reminderReplyTo(ctx: AppContext, quote: { userId: number; quoteId: number }) {
  const inbound = ctx.config.inbound;
  return inbound
    ? {
        replyTo: replyAddressOf(
          { clientId: quote.userId, quoteId: quote.quoteId },
          inbound.secret,
          inbound.domain,
        ),
      }
    : {};
}

/** A reminder's line in the quote's conversation log, under the business's name. */
export function reminderNoteOf(
  business: BusinessSettings,
  quote: { userId: number; quoteId: number },
  line: string,
): typeof memos.$inferInsert {
  return {
    clientId: quote.userId,
    quoteId: quote.quoteId,
    authorId: null,
    authorName: business.trading_name || 'Reminders',
    authorRole: 'admin',
    messageFormat: 'html',
    content: `<p>${escapeHtml(line)}</p>`,
    source: 'portal',
    kind: 'reminder',
  };
}

/**
 * One reminder's writes, made without touching the database so a batch of them goes in a few
 * statements: the business's text by e-mail and/or SMS for the outbox (keyed by the reminder, so
 * a retried pass queues nothing twice) and a line in the quote's conversation log naming its
 * rule. With no address for any channel, nothing to write.
 */
export function reminderWritesOf(
  ctx: AppContext,
  business: BusinessSettings,
  quote: QuoteReminderFacts,
  people: ReminderPeople,
  reminder: Reminder,
  rule: ReminderRule,
): ReminderWrites | null {
  const { email, mobile, channels } = reminderAddressesOf(rule, people);
  if (channels.length === 0) return null;

  const head = {
    id: quote.quoteId,
    label: quote.label,
    revision: reminder.revision,
    order_status: quote.orderStatus,
  };
  const link = `${ctx.config.publicUrl}${quoteEmailPath(head)}`;
  const values = {
    first_name: people.contact?.firstname ?? '',
    quote_number: `Q${quote.quoteId}`,
    quote_label: quote.label,
    link,
    valid_to: formatDisplayDate(quote.validTo),
    trading_name: business.trading_name,
  };
  const texts = textsOf(reminder.rule);
  const messages: QueuedMessage[] = [];
  if (email)
    messages.push(
      queuedMail(
        {
          to: email,
          subject: `Reminder: ${quoteEmailSubject(head)}`,
          text: fillMessageText(business.texts[texts.email], values),
          ...reminderReplyTo(ctx, quote),
        },
        { kind: 'reminder', reminderId: reminder.id },
      ),
    );
  if (mobile)
    messages.push(
      queuedSms(
        { to: mobile, body: fillMessageText(business.texts[texts.sms], values) },
        { kind: 'reminder', reminderId: reminder.id },
      ),
    );
  return {
    channels,
    messages,
    note: reminderNoteOf(
      business,
      quote,
      `Reminder sent by ${channelWords(channels)} (revision ${reminder.revision}): ${reminder.label}.`,
    ),
  };
}
