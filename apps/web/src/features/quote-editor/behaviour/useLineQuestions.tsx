import { LINE_QUESTION_MESSAGES, openQuestionsOf } from '@portal/domain/memos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { openSendDialog } from '../../../components/openSendDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { memoKeys, memoLogQuery } from '../../conversation-log/index.ts';
import { answerLine, askAboutLine, markLineAnswered } from '../api/lineQuestions.ts';
import type { LineQuestions } from '../table/line-questions.tsx';
import { WordsForm } from './WordsForm.tsx';

const NO_QUESTIONS: ReadonlyMap<string, number> = new Map();

/**
 * The quote's questions about its lines (decisions/125), read from its conversation log: which
 * lines carry an open question, and the dialogs that ask, answer or mark one answered. Each
 * refreshes the log, so the markers and the log's badge follow at once. Null for a new quote.
 */
export function useLineQuestions(
  quoteId: number | null,
  ownerId: number,
  staff: boolean,
): LineQuestions | null {
  const client = useQueryClient();
  const thread = useMemo(
    () => ({ kind: 'quote' as const, quoteId, userId: ownerId > 0 ? ownerId : null }),
    [quoteId, ownerId],
  );
  const log = useQuery({ ...memoLogQuery(thread), enabled: quoteId !== null });
  const memos = log.data?.memos;
  return useMemo(() => {
    if (quoteId === null) return null;
    const refresh = () => client.invalidateQueries({ queryKey: memoKeys.thread(thread) });
    const open = memos ? openQuestionsOf(memos) : NO_QUESTIONS;
    const dialog = (
      title: string,
      label: string,
      submitLabel: string,
      required: string,
      send: (words: string) => Promise<{ message: string }>,
    ) =>
      openSendDialog('line-question', title, `Close ${title.toLowerCase()}`, (close) => (
        <WordsForm
          label={label}
          submitLabel={submitLabel}
          required={required}
          close={close}
          send={async (words) => {
            notifySuccess((await send(words)).message);
            await refresh();
          }}
        />
      ));
    return {
      staff,
      open,
      ask: (rowId, name) =>
        dialog(
          `Ask about ${name}`,
          'Your question',
          'Send question',
          LINE_QUESTION_MESSAGES.questionRequired,
          (question) => askAboutLine(quoteId, { line_id: rowId, question }),
        ),
      answer: (rowId, name) =>
        dialog(
          `Answer about ${name}`,
          'Your answer',
          'Send answer',
          LINE_QUESTION_MESSAGES.answerRequired,
          (answer) => answerLine(quoteId, { line_id: rowId, answer }),
        ),
      markAnswered: (rowId) => {
        markLineAnswered(quoteId, rowId)
          .then(async (answer) => {
            notifySuccess(answer.message);
            await refresh();
          })
          .catch((error: unknown) => notifyError(errorMessage(error)));
      },
    };
  }, [client, quoteId, thread, staff, memos]);
}
