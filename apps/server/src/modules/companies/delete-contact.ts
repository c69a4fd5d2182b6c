import { CLIENT_MESSAGES, type ContactDeleteAnswer } from '@portal/domain/clients';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { contacts } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { clearContactReferences, companyForUser, contactForUser, makeOnlyPrimary } from './companies.repo.ts';

/**
 * POST /companies/deletecontact/{id}: a customer deletes its own contacts, an admin anyone's.
 * Quotes that named the contact keep its details as text and stop pointing at it (the answer
 * counts them); when the primary contact goes, the oldest remaining contact becomes primary
 * (docs/decisions/041).
 */
export async function deleteContact(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
): Promise<ContactDeleteAnswer> {
  return ctx.db.transaction(async (tx) => {
    const found = await contactForUser(tx, actor, id);
    const company = await companyForUser(tx, actor, found.company.id, { forUpdate: true });
    const cleared = await clearContactReferences(tx, [found.contact.id], actor.id);
    await tx.delete(contacts).where(eq(contacts.id, found.contact.id));
    if (found.contact.primarySet) {
      const [next] = await tx
        .select({ id: contacts.id })
        .from(contacts)
        .where(eq(contacts.companyId, company.id))
        .orderBy(asc(contacts.id))
        .limit(1);
      if (next) await makeOnlyPrimary(tx, company.id, next.id);
    }
    return { message: CLIENT_MESSAGES.contactDeleted, quotes_cleared: cleared };
  });
}
