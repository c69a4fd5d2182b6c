import { z } from 'zod';
import { optionalRecordId, recordId } from '../api/ids.ts';
import { storedFileAnswer } from '../files/calls.ts';
import { MEMO_KINDS } from './line-questions.ts';
import { MEMO_MESSAGES } from './messages.ts';

/**
 * Requests and answers of the conversation log calls (accounts spec 3 "Memo", 7).
 * A thread is either a quote's (`quote_id`) or a client's (the customer account, `user_to`).
 */

/** The longest note, as HTML from the editor, before sanitising (an inline image counts). */
export const MAX_NOTE_HTML = 2_000_000;

const noteHtml = z
  .string({ error: MEMO_MESSAGES.noteRequired })
  .max(MAX_NOTE_HTML, { message: MEMO_MESSAGES.noteTooLong });

/** POST /quotes/addmemo/{quoteId}: the note as the editor's HTML (sanitised by the server). */
export const addMemoBody = z.object({ memo_note: noteHtml });

/** POST /quotes/addcompanymemo: a note on a client's log; `user_to` is the client's account. */
export const addCompanyMemoBody = z.object({ memo_note: noteHtml, user_to: recordId });

/** The two threads a note or file can belong to. */
export const MEMO_THREAD_TYPES = ['quote', 'company'] as const;

/**
 * POST /quotes/uploadmemofile: a file in a log. On the edit screen `msg_type` is 'quote' and
 * `quote_id` names the quote (without it: 'Quote is empty'); in the hubs `user_to` names the client.
 */
export const uploadMemoFileBody = z.object({
  file: z.instanceof(Uint8Array, { message: MEMO_MESSAGES.chooseFile }).optional(),
  user_to: optionalRecordId,
  msg_type: z.enum(MEMO_THREAD_TYPES).optional(),
  quote_id: optionalRecordId,
});

/** Where a note came from: written in the portal, a reply by e-mail, or through a quote's link. */
export const MEMO_SOURCES = ['portal', 'email', 'link'] as const;

/** One note or file of a log (accounts spec 3 "Memo"). */
export const memoAnswer = z.object({
  id: z.number().int(),
  user_name: z.string(),
  /** Whether the author is staff (the supplier) or the customer. */
  author_role: z.enum(['admin', 'customer']),
  created_at: z.string(),
  /** Sanitised HTML for a note; the file's name for a file. */
  content: z.string(),
  message_format: z.enum(['html', 'file']),
  /** The attached file, for message_format 'file'. */
  file: storedFileAnswer.nullable(),
  source: z.enum(MEMO_SOURCES),
  /** Whether the caller may remove it: staff any note, a customer only its own. */
  can_remove: z.boolean(),
  kind: z.enum(MEMO_KINDS),
  /** The row id of the quote line a question or answer is about; null for the whole quote. */
  line_id: z.string().nullable(),
  /** How the line read when it was asked about (the line may change or go later). */
  line_label: z.string(),
  /** When staff answered a question (by an answer on the line, or marking it answered). */
  answered_at: z.string().nullable(),
});
export type MemoAnswer = z.infer<typeof memoAnswer>;

/** GET /quotes/getmemo/{quoteId} and GET /quotes/getcompanymemo/{userId}: the thread, oldest first. */
export const memoLogAnswer = z.object({
  memos: z.array(memoAnswer),
  /** The quote's memo_note (one line per note; the badge counts its lines); '' for a client's log. */
  memo_note: z.string(),
});
export type MemoLogAnswer = z.infer<typeof memoLogAnswer>;

/** The answer of the three writing calls: the new note and the thread's memo_note after it. */
export const memoAddedAnswer = z.object({
  message: z.string(),
  memo: memoAnswer,
  memo_note: z.string(),
});
export type MemoAddedAnswer = z.infer<typeof memoAddedAnswer>;

/** GET /quotes/removememo/{id}: 'Your note has been removed'. */
export const memoRemovedAnswer = z.string();

/** GET /quotes/getmemofile/?fileName&filePath: `filePath` is the file's id, `fileName` its name. */
export const memoFileQuery = z.object({ filePath: recordId, fileName: z.string().max(255).optional() });

/** Where a log's file downloads from, by name (accounts spec 7, getmemofile). */
export const memoFileUrlOf = (fileId: number, fileName: string): string =>
  `/api/quotes/getmemofile/?fileName=${encodeURIComponent(fileName)}&filePath=${fileId}`;

/** POST /inbound/mail (ours): `?to=` the envelope recipient, when the provider gives it apart. */
export const inboundMailQuery = z.object({ to: z.string().max(2000).optional() });

/**
 * What became of a mail to a reply address: put in its log, refused with the reason, or taken as
 * an automatic answer (out of office, a list, a bounce), which is never added nor mailed on.
 */
export const INBOUND_OUTCOMES = ['added', 'refused', 'automatic'] as const;
export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/** What became of a reply by e-mail: put in its log, or refused (and recorded) with the reason. */
export const inboundMailAnswer = z.object({
  outcome: z.enum(INBOUND_OUTCOMES),
  reason: z.string(),
});
export type InboundMailAnswer = z.infer<typeof inboundMailAnswer>;

/** GET /inbound/index (ours, admin): the latest mails that reached a reply address, and their fate. */
export const inboundMailEntry = z.object({
  id: z.number().int(),
  received_at: z.string(),
  via: z.enum(['smtp', 'http']),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  outcome: z.enum(INBOUND_OUTCOMES),
  reason: z.string(),
});
export type InboundMailEntry = z.infer<typeof inboundMailEntry>;
export const inboundMailsAnswer = z.array(inboundMailEntry);
