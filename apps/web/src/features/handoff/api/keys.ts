/** The hand-off's cache keys: all start with 'handoff', so a send or a retry refreshes every view of it. */
export const handoffKeys = {
  all: ['handoff'] as const,
  order: (quoteId: number) => ['handoff', 'order', quoteId] as const,
  list: (quoteIds: readonly number[]) => ['handoff', 'list', quoteIds.join(',')] as const,
};
