import { MESSAGES } from '@portal/domain';
import { CLIENT_MESSAGES, type ContactSaveAnswer, type EditContactBody } from '@portal/domain/clients';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { contacts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyForUser, contactForUser, makeOnlyPrimary, toContactAnswer } from './companies.repo.ts';
import { contactValues } from './contact-values.ts';

/** POST /companies/editcontact/{id}: the contact stays in its company; `company_id` is ignored. */
export async function editContact(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  body: EditContactBody,
): Promise<ContactSaveAnswer> {
  const contact = await ctx.db.transaction(async (tx) => {
    const found = await contactForUser(tx, actor, id);
    const company = await companyForUser(tx, actor, found.company.id, { forUpdate: true });
    const [row] = await tx
      .update(contacts)
      .set({
        ...contactValues(body),
        ...(body.primary_set === undefined ? {} : { primarySet: body.primary_set }),
        updatedAt: new Date(),
      })
      .where(eq(contacts.id, found.contact.id))
      .returning();
    // Deleted by someone else since it was read.
    if (!row) throw notFound(MESSAGES.notFound);
    if (row.primarySet) await makeOnlyPrimary(tx, company.id, row.id);
    return toContactAnswer(row, company);
  });
  return { message: CLIENT_MESSAGES.contactUpdated, contact };
}
