import { isAdmin } from '@portal/domain';
import type { AuthUser } from '../../plugins/auth.ts';

/** Who writes a note: a signed-in user, or the account a reply by e-mail came from. */
export type Author = Pick<AuthUser, 'id' | 'role' | 'firstname' | 'lastname' | 'email'>;

/** How a note names its author: the person's name (their e-mail when they gave none) and role. */
export const authorOf = (user: Author) => ({
  authorId: user.id,
  authorName: `${user.firstname} ${user.lastname}`.trim() || user.email,
  authorRole: isAdmin(user) ? 'admin' : 'customer',
});
