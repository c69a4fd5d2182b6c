import { PROOF_MESSAGES } from './messages.ts';

/** What the customer checks before approving, unless the shop sets its own list. */
export const DEFAULT_PROOF_CHECKLIST = ['Spelling', 'Colours', 'Size', 'Position'] as const;

/** The most items a shop's checklist has: each is a box the customer ticks on a phone. */
export const MAX_PROOF_CHECKLIST_ITEMS = 12;

export type ChecklistAnswer = { item: string; checked: boolean };

/**
 * The checklist as answered, in the shop's order and words: an answer names an item of the
 * list; items not answered count as unchecked. Approving needs every item checked; the refusal
 * names those left.
 */
export function judgeChecklist(
  checklist: readonly string[],
  answers: readonly ChecklistAnswer[],
): { answers: ChecklistAnswer[]; refusal: string | null } {
  const ticked = new Set(answers.filter((a) => a.checked).map((a) => a.item));
  const given = checklist.map((item) => ({ item, checked: ticked.has(item) }));
  const missing = given.filter((a) => !a.checked).map((a) => a.item);
  return { answers: given, refusal: missing.length ? PROOF_MESSAGES.checklistIncomplete(missing) : null };
}
