import { isAdmin } from '@portal/domain';
import type { AuthUser } from '../../plugins/auth.ts';

/** Who writes a note: a signed-in user, or the account a reply by e-mail came from. */
export type Author = Pick<AuthUser, 'id' | 'role' | 'firstname' | 'lastname' | 'email'>;

/** How a note names its author: the person's name (their e-mail when they gave none) and role. */
export const authorOf = (user: Author): AuthorColumns => ({
  authorId: user.id,
  authorName: `${user.firstname} ${user.lastname}`.trim() || user.email,
  authorRole: isAdmin(user) ? 'admin' : 'customer',
});

/** A note's author as stored: an account, or nobody signed in (a link). */
export type AuthorColumns = { authorId: number | null; authorName: string; authorRole: 'admin' | 'customer' };

/**
 * Someone writing through a quote's link: not signed in, so named as they typed it, on the
 * customer's side, with no account of their own.
 */
export const linkAuthorOf = (name: string): AuthorColumns => ({
  authorId: null,
  authorName: name,
  authorRole: 'customer',
});
