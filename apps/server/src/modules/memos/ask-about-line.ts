import { isAdmin } from '@portal/domain';
import {
  type AskAboutLineBody,
  askableLineLabelOf,
  LINE_QUESTION_MESSAGES,
  type MemoAddedAnswer,
} from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { storedContentOf } from '../quotes/index.ts';
import { writeLineNote } from './line-note.ts';
import { quoteThread } from './memo-thread.ts';

/**
 * POST /quotes/askaboutline/{id}: the quote's customer asks about one line (decisions/125). The
 * question goes into the quote's log anchored to the line's row id, with the line as it reads
 * now, and staff are told as of any note; it writes nothing else, so no figure can change
 * through it. Another customer's quote is 404; a line not on the quote is refused.
 */
export async function askAboutLine(
  ctx: AppContext,
  caller: AuthUser,
  quoteId: number,
  body: AskAboutLineBody,
): Promise<MemoAddedAnswer> {
  if (isAdmin(caller)) throw forbidden(LINE_QUESTION_MESSAGES.customerOnly);
  return ctx.db.transaction(async (tx) => {
    const thread = await quoteThread(tx, caller, quoteId);
    const lineId = body.line_id.trim();
    const label = askableLineLabelOf(await storedContentOf(tx, quoteId), lineId);
    if (label === null) throw badRequest(LINE_QUESTION_MESSAGES.lineGone);
    const note = { kind: 'question' as const, lineId, lineLabel: label, words: body.question.trim() };
    return writeLineNote(ctx, tx, thread, caller, note, LINE_QUESTION_MESSAGES.asked);
  });
}
