import { isAdmin, MESSAGES } from '@portal/domain';
import {
  type AnyCompanyAnswer,
  type CompanyAnswer,
  type ContactAnswer,
  redactCompanyForCustomer,
} from '@portal/domain/clients';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, contacts, quotes, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;

/**
 * The company, if this user may reach it. A customer reaches only its own account's company;
 * anything else answers 404, so the call does not tell whether it exists (DESIGN: Security).
 */
export async function companyForUser(
  db: Db | Tx,
  user: AuthUser,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyRow> {
  const query = db.select().from(companies).where(eq(companies.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || (!isAdmin(user) && row.userId !== user.id)) throw notFound(MESSAGES.notFound);
  return row;
}

/** The contact with its company, if this user may reach it (404 otherwise, as for companies). */
export async function contactForUser(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<{ contact: ContactRow; company: CompanyRow }> {
  const [row] = await db
    .select({ contact: contacts, company: companies })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(contacts.id, id))
    .limit(1);
  if (!row || (!isAdmin(user) && row.company.userId !== user.id)) throw notFound(MESSAGES.notFound);
  return row;
}

/** The account's company (one per account, decisions/040), or undefined. */
export async function companyOfAccount(db: Db | Tx, userId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.userId, userId)).limit(1);
  return row;
}

export const toContactAnswer = (contact: ContactRow, company: CompanyRow): ContactAnswer => ({
  id: contact.id,
  company_id: company.id,
  company_name: company.company,
  user_id: company.userId,
  firstname: contact.firstname,
  lastname: contact.lastname,
  position: contact.position,
  mobile: contact.mobile,
  phone: contact.phone,
  email: contact.email,
  address: contact.address,
  suburb: contact.suburb,
  state: contact.state,
  postcode: contact.postcode,
  primary_set: contact.primarySet,
});

/** The company's contacts, the primary one first, then in the order they were added. */
export async function contactsOfCompany(db: Db | Tx, companyId: number): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.companyId, companyId))
    .orderBy(desc(contacts.primarySet), asc(contacts.id));
}

/** The company as the viewer may see it: everything for admins, no Referral for customers. */
export async function companyAnswerFor(
  db: Db | Tx,
  viewer: AuthUser,
  company: CompanyRow,
): Promise<AnyCompanyAnswer> {
  const [account] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, company.userId));
  const rows = await contactsOfCompany(db, company.id);
  const full: CompanyAnswer = {
    id: company.id,
    user_id: company.userId,
    user: { id: company.userId, email: account?.email ?? '' },
    company: company.company,
    phone: company.phone,
    web: company.web,
    email: company.email,
    address: company.address,
    suburb: company.suburb,
    state: company.state,
    postcode: company.postcode,
    referral: company.referral,
    mobile: company.mobile,
    po_required: company.poRequired,
    logo: company.logo || null,
    contacts: rows.map((contact) => toContactAnswer(contact, company)),
    created_at: company.createdAt.toISOString(),
    updated_at: company.updatedAt.toISOString(),
  };
  return isAdmin(viewer) ? full : redactCompanyForCustomer(full);
}

/**
 * Quotes that named one of these contacts as their contact or collection contact stop pointing
 * at it; they keep the contact's details as text (contact_info, contact_address). The version
 * goes up, so an editor opened before reloads instead of saving a contact that is gone.
 */
export async function clearContactReferences(tx: Tx, contactIds: number[], actorId: number): Promise<number> {
  if (contactIds.length === 0) return 0;
  const changed = await tx
    .update(quotes)
    .set({
      contactUser: sql`case when ${quotes.contactUser} in ${contactIds} then null else ${quotes.contactUser} end`,
      collectionId: sql`case when ${quotes.collectionId} in ${contactIds} then null else ${quotes.collectionId} end`,
      version: sql`${quotes.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actorId,
    })
    .where(or(inArray(quotes.contactUser, contactIds), inArray(quotes.collectionId, contactIds)))
    .returning({ id: quotes.id });
  return changed.length;
}

/** Makes this contact the company's only primary contact. */
export async function makeOnlyPrimary(tx: Tx, companyId: number, contactId: number): Promise<void> {
  await tx
    .update(contacts)
    .set({ primarySet: sql`${contacts.id} = ${contactId}`, updatedAt: new Date() })
    .where(
      and(eq(contacts.companyId, companyId), or(eq(contacts.primarySet, true), eq(contacts.id, contactId))),
    );
}
