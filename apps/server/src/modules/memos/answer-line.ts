import {
  type AnswerLineBody,
  askableLineLabelOf,
  LINE_QUESTION_MESSAGES,
  type MarkAnsweredAnswer,
  type MemoAddedAnswer,
} from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { storedContentOf } from '../quotes/index.ts';
import { writeLineNote } from './line-note.ts';
import { askedLabelOf, closeQuestions } from './line-questions.repo.ts';
import { quoteThread } from './memo-thread.ts';

/**
 * POST /quotes/answerline/{id} (staff): an answer in the quote's log anchored to the line,
 * which closes the line's open questions, so its marker goes (decisions/125). The customer is
 * told as of any staff note. A line since removed keeps the label it was asked about under.
 */
export async function answerLine(
  ctx: AppContext,
  caller: AuthUser,
  quoteId: number,
  body: AnswerLineBody,
): Promise<MemoAddedAnswer> {
  return ctx.db.transaction(async (tx) => {
    const thread = await quoteThread(tx, caller, quoteId);
    const lineId = body.line_id.trim();
    const label =
      askableLineLabelOf(await storedContentOf(tx, quoteId), lineId) ??
      (await askedLabelOf(tx, thread, lineId));
    if (label === null) throw badRequest(LINE_QUESTION_MESSAGES.lineGone);
    const note = { kind: 'answer' as const, lineId, lineLabel: label, words: body.answer.trim() };
    const answered = await writeLineNote(ctx, tx, thread, caller, note, LINE_QUESTION_MESSAGES.answered);
    await closeQuestions(tx, thread, lineId, caller.id);
    return answered;
  });
}

/**
 * POST /quotes/markanswered/{id} (staff): the line's questions were answered another way (a
 * call, a new revision), so its marker goes without a note. Nothing open on the line is refused.
 */
export async function markAnswered(
  ctx: AppContext,
  caller: AuthUser,
  quoteId: number,
  lineId: string,
): Promise<MarkAnsweredAnswer> {
  return ctx.db.transaction(async (tx) => {
    const thread = await quoteThread(tx, caller, quoteId);
    const answered = await closeQuestions(tx, thread, lineId.trim(), caller.id);
    if (answered === 0) throw badRequest(LINE_QUESTION_MESSAGES.nothingOpen);
    return { message: LINE_QUESTION_MESSAGES.markedAnswered, answered };
  });
}
