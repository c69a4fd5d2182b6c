import { isAdmin, MESSAGES } from '@portal/domain';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findUserById } from '../users/index.ts';
import { companyAnswerFor, companyOfAccount } from './companies.repo.ts';

/**
 * GET /companies/getcompanybyuser/{userId}: the account's company with its contacts, or null
 * when the account has none yet (the form then starts empty). A customer asking for another
 * account gets 404, as for any object that is not its own.
 */
export async function getCompanyByUser(
  ctx: AppContext,
  viewer: AuthUser,
  userId: number,
): Promise<AnyCompanyAnswer | null> {
  if (!isAdmin(viewer) && viewer.id !== userId) throw notFound(MESSAGES.notFound);
  if (!(await findUserById(ctx.db, userId))) throw notFound(MESSAGES.notFound);
  const company = await companyOfAccount(ctx.db, userId);
  return company ? companyAnswerFor(ctx.db, viewer, company) : null;
}
