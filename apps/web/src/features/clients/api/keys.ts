/** Query keys of the client hub, so every save refreshes exactly what it changed. */
export const clientKeys = {
  all: ['companies'] as const,
  list: () => ['companies', 'list'] as const,
  byUser: (userId: number) => ['companies', 'byUser', userId] as const,
  account: (userId: number) => ['users', 'view', userId] as const,
};
