import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { storedFiles } from './files.ts';
import { quotes } from './quotes.ts';

/**
 * The conversation log (accounts spec 3 "Memo"; decisions/097). A note belongs to a
 * client's thread (`client_id`, the customer account) and, on a quote's thread, to that quote
 * (`quote_id`); a client's own log is its notes without a quote. `content` is sanitised HTML
 * (written only by the sanitiser) or, for a file, the file's name with the file in `file_id`.
 */
export const memos = pgTable(
  'memos',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name and role when written, so a note reads the same after an account goes. */
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    /** 'html' or 'file'. */
    messageFormat: text('message_format').notNull(),
    content: text('content').notNull(),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** 'portal', 'email' (a reply by e-mail) or 'link' (written through a quote's link). */
    source: text('source').notNull().default('portal'),
    createdAt: createdAt(),
    /** 'note', 'changes' (a request for changes), 'question' or 'answer' (about a line). */
    kind: text('kind').notNull().default('note'),
    /** The row id of the quote line a question or answer is about (decisions/125). */
    lineId: text('line_id'),
    /** How that line read when it was asked about. */
    lineLabel: text('line_label').notNull().default(''),
    /** A question staff answered, and who; an open question is one without. */
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('memos_client_quote_idx').on(t.clientId, t.quoteId, t.id),
    index('memos_quote_idx').on(t.quoteId, t.id),
    index('memos_open_questions_idx')
      .on(t.quoteId, t.lineId)
      .where(sql`${t.kind} = 'question' and ${t.answeredAt} is null`),
    // The staff home page: each quote's latest request for changes, and customers' newest notes.
    index('memos_changes_idx').on(t.quoteId, t.createdAt).where(sql`${t.kind} = 'changes'`),
    index('memos_customer_created_idx').on(t.createdAt).where(sql`${t.authorRole} = 'customer'`),
  ],
);

/**
 * Every mail that reached a reply address: what it was, and what became of
 * it. A refused one (a forged or unknown address, a sender who may not write there, a file the
 * checks refused) adds nothing to any log and is kept here with the reason.
 */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** 'smtp' or 'http'. */
    via: text('via').notNull(),
    mailFrom: text('mail_from').notNull().default(''),
    rcptTo: text('rcpt_to').notNull().default(''),
    subject: text('subject').notNull().default(''),
    messageId: text('message_id').notNull().default(''),
    /** 'added' or 'refused'. */
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    memoId: integer('memo_id').references(() => memos.id, { onDelete: 'set null' }),
  },
  (t) => [index('inbound_mails_received_idx').on(t.receivedAt)],
);
