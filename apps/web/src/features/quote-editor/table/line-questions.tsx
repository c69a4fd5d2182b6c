import { Badge, Group } from '@mantine/core';
import { LINE_QUESTION_MESSAGES } from '@portal/domain/memos';
import { createContext, useContext } from 'react';
import { IconButton } from './cells.tsx';

/**
 * What the lines need of the quote's questions (decisions/125): staff see which lines carry an
 * open question and answer it; the customer asks about a line. Without a provider (a new quote,
 * a test) lines show nothing.
 */
export type LineQuestions = {
  staff: boolean;
  /** Row ids with open questions, and how many. */
  open: ReadonlyMap<string, number>;
  ask: (rowId: string, label: string) => void;
  answer: (rowId: string, label: string) => void;
  markAnswered: (rowId: string, label: string) => void;
};

export const LineQuestionsContext = createContext<LineQuestions | null>(null);

/** A line's question control: "Ask about this line" for the customer, the marker and its answers for staff. */
export function LineQuestionControl({ rowId, name }: { rowId: string; name: string }) {
  const questions = useContext(LineQuestionsContext);
  if (!questions) return null;
  if (!questions.staff)
    return (
      <IconButton label={`Ask about this line: ${name}`} onClick={() => questions.ask(rowId, name)}>
        <span aria-hidden="true">?</span>
      </IconButton>
    );
  if (!questions.open.has(rowId)) return null;
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Badge
        color="red.9"
        variant="filled"
        size="sm"
        aria-label={`${LINE_QUESTION_MESSAGES.marker}: ${name}`}
      >
        {LINE_QUESTION_MESSAGES.marker}
      </Badge>
      <IconButton label={`Answer the question on ${name}`} onClick={() => questions.answer(rowId, name)}>
        <span aria-hidden="true">↩</span>
      </IconButton>
      <IconButton label={`Mark answered: ${name}`} onClick={() => questions.markAnswered(rowId, name)}>
        <span aria-hidden="true">✓</span>
      </IconButton>
    </Group>
  );
}
