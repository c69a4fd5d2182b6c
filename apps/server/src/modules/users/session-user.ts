import type { SessionUser } from '@portal/domain';
import type { UserRow } from './users.repo.ts';

/** The user fields the browser keeps (spec 3: User); never the hash. */
export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  role: user.role,
});
