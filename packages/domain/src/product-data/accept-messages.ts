import type { AcceptAnswer } from './calls.ts';

/** The spec's successes for products written by an accepted upload (accounts spec 8). */
export const PRODUCT_CHANGE_MESSAGES = {
  added: 'Products have been added',
  updated: 'Products have been updated',
} as const;

/**
 * What staff are told once an upload is accepted: the acceptance itself, then, when it wrote
 * any, that products were added and that products were updated.
 */
export function acceptMessages(answer: Pick<AcceptAnswer, 'message' | 'counts' | 'applied'>): string[] {
  if (!answer.applied) return [answer.message];
  return [
    answer.message,
    ...(answer.counts.new > 0 ? [PRODUCT_CHANGE_MESSAGES.added] : []),
    ...(answer.counts.update > 0 ? [PRODUCT_CHANGE_MESSAGES.updated] : []),
  ];
}
