import { isAdmin } from '@portal/domain';
import type { StaffResetLinkAnswer } from '@portal/domain/account';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { createResetLink } from './issue-reset-link.ts';
import { findUserById } from './users.repo.ts';

const NO_CUSTOMER = 'There is no customer account with this id.';

/**
 * POST /users/resetlink/{id} (admin; decisions/106): a one-time reset link for a
 * customer account, answered once for staff to pass on (a portal with no mail server has no other
 * way to let a customer back in). Customers only: one admin may not take over another's sign-in.
 */
export async function staffResetLink(ctx: AppContext, userId: number): Promise<StaffResetLinkAnswer> {
  const user = await findUserById(ctx.db, userId);
  if (!user || isAdmin(user)) throw notFound(NO_CUSTOMER);
  const made = await ctx.db.transaction((tx) => createResetLink(tx, ctx.config, user.id));
  if (!made) throw notFound(NO_CUSTOMER);
  return { link: made.link, expires_at: made.expiresAt.toISOString(), email: user.email };
}
