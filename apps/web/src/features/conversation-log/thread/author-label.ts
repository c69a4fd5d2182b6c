import { BUSINESS } from '@portal/domain/business';
import type { MemoAnswer } from '@portal/domain/memos';

/** Which side wrote a note, as the reader sees it: the supplier by name, the customer as 'You' to itself. */
export const authorSideOf = (memo: Pick<MemoAnswer, 'author_role'>, viewerIsStaff: boolean): string => {
  if (memo.author_role === 'admin') return BUSINESS.shortName;
  return viewerIsStaff ? 'Customer' : 'You';
};
