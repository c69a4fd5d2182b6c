import {
  CLIENT_MESSAGES,
  type CompanyDeleteAnswer,
  type CompanyDeletePreview,
  describeCompanyDelete,
} from '@portal/domain/clients';
import { count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies, contacts, quotes, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type CompanyRow, clearContactReferences, companyForUser } from './companies.repo.ts';

/** What goes with the company (its contacts) and what stays (the account and its quotes). */
async function previewOf(db: Db | Tx, company: CompanyRow): Promise<CompanyDeletePreview> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, company.userId));
  const [contactCount] = await db
    .select({ n: count() })
    .from(contacts)
    .where(eq(contacts.companyId, company.id));
  const [quoteCounts] = await db
    .select({ quotes: count(), orders: sql<number>`count(*) filter (where ${quotes.orderStatus} <> '')` })
    .from(quotes)
    .where(eq(quotes.userId, company.userId));
  const facts = {
    company: company.company,
    email: account?.email ?? '',
    contacts: Number(contactCount?.n ?? 0),
    quotes: Number(quoteCounts?.quotes ?? 0),
    orders: Number(quoteCounts?.orders ?? 0),
  };
  return { company_id: company.id, user_id: company.userId, ...facts, message: describeCompanyDelete(facts) };
}

/** GET /companies/deletepreview/{id} (admin, ours): what the confirm dialog tells before deleting. */
export async function previewCompanyDelete(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
): Promise<CompanyDeletePreview> {
  return previewOf(ctx.db, await companyForUser(ctx.db, actor, id));
}

/**
 * POST /companies/delete/{id} (admin): deletes the company and its contacts. The account and its
 * quotes stay (quotes belong to the account); quotes that named one of the contacts keep its
 * details as text and stop pointing at it. A company whose account has quotes is deleted only
 * with ?confirm=1; without it the answer is 409 saying what would go (docs/decisions/041).
 */
export async function deleteCompany(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  confirmed: boolean,
): Promise<CompanyDeleteAnswer> {
  return ctx.db.transaction(async (tx) => {
    const company = await companyForUser(tx, actor, id, { forUpdate: true });
    const preview = await previewOf(tx, company);
    if (preview.quotes > 0 && !confirmed) throw conflict(`${preview.message} Confirm to delete it.`);
    const contactIds = (
      await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.companyId, company.id))
    ).map((row) => row.id);
    const cleared = await clearContactReferences(tx, contactIds, actor.id);
    // Contacts go with the company (ON DELETE CASCADE).
    await tx.delete(companies).where(eq(companies.id, company.id));
    return { ...preview, message: CLIENT_MESSAGES.companyDeleted, quotes_cleared: cleared };
  });
}
