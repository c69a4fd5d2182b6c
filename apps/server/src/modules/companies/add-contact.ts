import { type AddContactBody, CLIENT_MESSAGES, type ContactSaveAnswer } from '@portal/domain/clients';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { contacts } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyForUser, makeOnlyPrimary, toContactAnswer } from './companies.repo.ts';
import { contactValues } from './contact-values.ts';

/**
 * POST /companies/addcontact: a contact of a company the caller may reach (another customer's
 * company is 404). The company's first contact is its primary contact; a contact saved as
 * primary takes the mark from the one before.
 */
export async function addContact(
  ctx: AppContext,
  actor: AuthUser,
  body: AddContactBody,
): Promise<ContactSaveAnswer> {
  if (!body.company_id) throw badRequest(CLIENT_MESSAGES.createCompanyFirst);
  const companyId = body.company_id;
  const contact = await ctx.db.transaction(async (tx) => {
    // Locking the company serialises contact saves, so a company never ends up with two primaries.
    const company = await companyForUser(tx, actor, companyId, { forUpdate: true });
    const [existing] = await tx
      .select({ n: count() })
      .from(contacts)
      .where(eq(contacts.companyId, company.id));
    const primary = body.primary_set === true || Number(existing?.n ?? 0) === 0;
    const [row] = await tx
      .insert(contacts)
      .values({ ...contactValues(body), companyId: company.id, primarySet: primary })
      .returning();
    if (!row) throw new Error('insert returned no contact');
    if (primary) await makeOnlyPrimary(tx, company.id, row.id);
    return toContactAnswer(row, company);
  });
  return { message: CLIENT_MESSAGES.contactAdded, contact };
}
