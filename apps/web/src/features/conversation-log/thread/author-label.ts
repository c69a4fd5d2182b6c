import type { MemoAnswer } from '@portal/domain/memos';

/** Which side wrote a note, as the reader sees it: the supplier by name, the customer as 'You' to itself. */
export const authorSideOf = (
  memo: Pick<MemoAnswer, 'author_role'>,
  viewerIsStaff: boolean,
  businessName: string,
): string => {
  if (memo.author_role === 'admin') return businessName;
  return viewerIsStaff ? 'Customer' : 'You';
};
