import {
  type AnswerLineBody,
  type AskAboutLineBody,
  type MarkAnsweredAnswer,
  type MemoAddedAnswer,
  markAnsweredAnswer,
  memoAddedAnswer,
} from '@portal/domain/memos';
import { call } from '../../../lib/api.ts';

/** POST /quotes/askaboutline/{id}: the customer's question, anchored to the line's row id. */
export const askAboutLine = (quoteId: number, body: AskAboutLineBody): Promise<MemoAddedAnswer> =>
  call(memoAddedAnswer, 'POST', `/quotes/askaboutline/${quoteId}`, { body });

/** POST /quotes/answerline/{id} (staff): the answer on the line, which clears its marker. */
export const answerLine = (quoteId: number, body: AnswerLineBody): Promise<MemoAddedAnswer> =>
  call(memoAddedAnswer, 'POST', `/quotes/answerline/${quoteId}`, { body });

/** POST /quotes/markanswered/{id} (staff): the line's questions answered another way. */
export const markLineAnswered = (quoteId: number, lineId: string): Promise<MarkAnsweredAnswer> =>
  call(markAnsweredAnswer, 'POST', `/quotes/markanswered/${quoteId}`, { body: { line_id: lineId } });
