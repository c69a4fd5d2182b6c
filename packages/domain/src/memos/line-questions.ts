import { z } from 'zod';
import { findRow } from '../quote/ops/rows.ts';
import type { QuoteContent } from '../quote/schema/content.ts';

/**
 * What a note of a quote's log is: a plain note; the customer's request for changes; a question
 * about one line of the quote (anchored to the line's row id); staff's answer on that line; a
 * reminder the portal sent by one of its rules; or a step the order reached (its progress).
 */
export const MEMO_KINDS = ['note', 'changes', 'question', 'answer', 'reminder', 'progress'] as const;
export type MemoKind = (typeof MEMO_KINDS)[number];

/** The longest question or answer about a line. */
export const MAX_LINE_NOTE = 5000;

export const LINE_QUESTION_MESSAGES = {
  questionRequired: 'Please write your question about this line.',
  answerRequired: 'Please write your answer.',
  tooLong: 'Please keep it under 5000 characters.',
  lineRequired: 'Please choose the line this is about.',
  lineGone: 'This line is no longer on the quote.',
  asked: 'Your question has been sent',
  answered: 'Your answer has been added',
  markedAnswered: 'The question has been marked answered',
  nothingOpen: 'There is no open question on this line.',
  staffOnly: 'Only staff answer questions about a line.',
  customerOnly: 'Questions about a line come from the customer; answer them instead.',
  /** The marker staff see on a line until they answer. */
  marker: 'Question from the customer',
} as const;

const lineId = z
  .string({ error: LINE_QUESTION_MESSAGES.lineRequired })
  .trim()
  .min(1, { message: LINE_QUESTION_MESSAGES.lineRequired })
  .max(100);

const words = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { message: required })
    .max(MAX_LINE_NOTE, { message: LINE_QUESTION_MESSAGES.tooLong });

/** POST /quotes/askaboutline/{quoteId} (ours, the quote's customer): the line and the question. */
export const askAboutLineBody = z.object({
  line_id: lineId,
  question: words(LINE_QUESTION_MESSAGES.questionRequired),
});
export type AskAboutLineBody = z.input<typeof askAboutLineBody>;

/** POST /quotes/answerline/{quoteId} (ours, staff): the line and the answer, which clears its marker. */
export const answerLineBody = z.object({
  line_id: lineId,
  answer: words(LINE_QUESTION_MESSAGES.answerRequired),
});
export type AnswerLineBody = z.input<typeof answerLineBody>;

/** POST /quotes/markanswered/{quoteId} (ours, staff): a line whose question was answered elsewhere. */
export const markAnsweredBody = z.object({ line_id: lineId });
export type MarkAnsweredBody = z.input<typeof markAnsweredBody>;
export const markAnsweredAnswer = z.object({ message: z.string(), answered: z.number().int() });
export type MarkAnsweredAnswer = z.infer<typeof markAnsweredAnswer>;

/** What the line questions need of a note. */
type LineNote = { kind: MemoKind; line_id: string | null; answered_at: string | null };

/**
 * The lines that carry a customer's question staff have not answered yet, each with how many
 * questions wait on it: the marker on the line shows while it is here.
 */
export function openQuestionsOf(memos: readonly LineNote[]): Map<string, number> {
  const open = new Map<string, number>();
  for (const memo of memos)
    if (memo.kind === 'question' && memo.line_id && memo.answered_at === null)
      open.set(memo.line_id, (open.get(memo.line_id) ?? 0) + 1);
  return open;
}

/**
 * How a line reads where a question names it: a garment by code, colour and size; a decoration
 * by its description (or kind) and position. Only these lines are asked about; any other row,
 * or none, is null.
 */
export function askableLineLabelOf(content: QuoteContent, rowId: string): string | null {
  const row = findRow(content, rowId)?.row;
  if (!row) return null;
  if (row.type === 'product')
    return [row.code || 'Custom product', row.colour, row.size].filter(Boolean).join(' ');
  if (row.type === 'decoration')
    return [row.description || row.code || 'Decoration', row.position].filter(Boolean).join(', ');
  return null;
}

/** What a note is, in words over it in the log: nothing for a plain note. */
export function memoKindLabelOf(memo: {
  kind: MemoKind;
  line_label: string;
  answered_at: string | null;
}): string {
  const line = memo.line_label || 'a line';
  switch (memo.kind) {
    case 'changes':
      return 'Changes requested';
    case 'question':
      return `Question about ${line}${memo.answered_at ? ' (answered)' : ''}`;
    case 'answer':
      return `Answer about ${line}`;
    case 'reminder':
      return 'Reminder';
    case 'progress':
      return 'Order progress';
    default:
      return '';
  }
}
