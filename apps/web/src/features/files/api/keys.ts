/** Query keys of the artwork file pages, one list per client and page. */
export const fileKeys = {
  all: ['files'] as const,
  brands: (ownerId: number) => ['files', 'brands', ownerId] as const,
  visuals: (ownerId: number) => ['files', 'visuals', ownerId] as const,
  productions: (ownerId: number) => ['files', 'productions', ownerId] as const,
};
