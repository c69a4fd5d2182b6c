import { isAdmin } from '@portal/domain';
import { type ContactSearchEntry, contactSearchKey, contactSearchLabel } from '@portal/domain/clients';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { companies, contacts } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * GET /contacts/getcontactsforsearch: every contact an admin may pick (a customer: its own), as
 * label and key '{userid} - {contactid}' (spec 3), by company then person.
 */
export async function contactsForSearch(ctx: AppContext, user: AuthUser): Promise<ContactSearchEntry[]> {
  const rows = await ctx.db
    .select({
      contactId: contacts.id,
      companyId: companies.id,
      userId: companies.userId,
      firstname: contacts.firstname,
      lastname: contacts.lastname,
      email: contacts.email,
      company: companies.company,
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(isAdmin(user) ? undefined : eq(companies.userId, user.id))
    .orderBy(
      sql`lower(${companies.company})`,
      sql`lower(${contacts.firstname})`,
      sql`lower(${contacts.lastname})`,
      asc(contacts.id),
    );
  return rows.map((row) => ({
    label: contactSearchLabel({ ...row, company_name: row.company }),
    key: contactSearchKey(row.userId, row.contactId),
    user_id: row.userId,
    contact_id: row.contactId,
    company_id: row.companyId,
  }));
}
