/** The spec knows two roles: admin, and customer (any role that is not admin). */
export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const isAdmin = (user: { role: string } | null | undefined): boolean => user?.role === 'admin';

/** Where a user lands after signing in (spec 2.1). */
export const homePathFor = (user: { role: string }): string =>
  isAdmin(user) ? '/admin/myorders' : '/myorders';
