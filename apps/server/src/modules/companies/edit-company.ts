import { isAdmin } from '@portal/domain';
import { CLIENT_MESSAGES, type CompanyBody, type CompanySaveAnswer } from '@portal/domain/clients';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyAnswerFor, companyForUser } from './companies.repo.ts';
import { companyValues } from './company-values.ts';

/** POST /companies/edit/{id}: a customer edits its own company, an admin any, Referral included. */
export async function editCompany(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  body: CompanyBody,
): Promise<CompanySaveAnswer> {
  const company = await ctx.db.transaction(async (tx) => {
    const row = await companyForUser(tx, actor, id, { forUpdate: true });
    const [updated] = await tx
      .update(companies)
      .set({ ...companyValues(body, isAdmin(actor)), updatedAt: new Date() })
      .where(eq(companies.id, row.id))
      .returning();
    if (!updated) throw new Error('update returned no company');
    return companyAnswerFor(tx, actor, updated);
  });
  return { message: CLIENT_MESSAGES.companyUpdated, company };
}
