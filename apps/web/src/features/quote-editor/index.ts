/**
 * What other features use of the quote editor: the read of one quote, so the read-only quote
 * page shares the editor's cached answer rather than asking again under another key. The editor
 * page itself is loaded by the route table on its own.
 */
export { quoteQuery } from './api/getQuote.ts';
/** The router state NEW QUOTE REQUEST opens its draft with, so an untouched draft is not left behind. */
export type { FreshDraftState } from './behaviour/useDropUntouchedDraft.ts';
/** Questions about a line (decisions/125), asked and answered on the read-only page as in the editor. */
export { useLineQuestions } from './behaviour/useLineQuestions.tsx';
export { LineQuestionControl, LineQuestionsContext } from './table/line-questions.tsx';
