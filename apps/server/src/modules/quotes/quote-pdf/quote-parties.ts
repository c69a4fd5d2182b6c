import type { QuoteParties } from '@portal/domain/quote-document';
import { desc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { companies, contacts } from '../../../db/schema/index.ts';
import type { CompanyRow, ContactRow } from '../../companies/index.ts';
import type { QuoteRowDb } from '../quote-record.ts';

type QuoteWho = Pick<QuoteRowDb, 'userId' | 'contactUser'>;

type QuoteContact = { company: CompanyRow | undefined; contact: ContactRow | undefined };

/**
 * Who each of some quotes is for, in two statements however many: the account's company and the
 * quote's contact, which must be a contact of that company (a stale id from another company is
 * not used); without one, the company's primary contact. Answers in the order of `rows`.
 */
export async function quoteContactsOf(db: Db | Tx, rows: readonly QuoteWho[]): Promise<QuoteContact[]> {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  if (userIds.length === 0) return [];
  const companyRows = await db.select().from(companies).where(inArray(companies.userId, userIds));
  const companyOf = new Map(companyRows.map((company) => [company.userId, company]));
  const contactRows = companyRows.length
    ? await db
        .select()
        .from(contacts)
        .where(
          inArray(
            contacts.companyId,
            companyRows.map((company) => company.id),
          ),
        )
        .orderBy(desc(contacts.primarySet), contacts.id)
    : [];
  const firstOf = new Map<number, ContactRow>();
  for (const contact of contactRows)
    if (!firstOf.has(contact.companyId)) firstOf.set(contact.companyId, contact);
  const byId = new Map(contactRows.map((contact) => [contact.id, contact]));
  return rows.map((row) => {
    const company = companyOf.get(row.userId);
    if (!company) return { company, contact: undefined };
    const chosen = row.contactUser === null ? undefined : byId.get(row.contactUser);
    const ofTheCompany = chosen?.companyId === company.id ? chosen : undefined;
    return { company, contact: ofTheCompany ?? firstOf.get(company.id) };
  });
}

/** Who one quote is for (quoteContactsOf). */
export async function quoteContactOf(db: Db | Tx, row: QuoteWho): Promise<QuoteContact> {
  const [found] = await quoteContactsOf(db, [row]);
  return found ?? { company: undefined, contact: undefined };
}

/** The quote PDF's client block, from quoteContactOf. */
export async function quotePartiesOf(db: Db | Tx, row: QuoteWho): Promise<QuoteParties> {
  const { company, contact } = await quoteContactOf(db, row);
  return {
    company: company?.company ?? '',
    contact: contact ? `${contact.firstname} ${contact.lastname}`.trim() : '',
    contactEmail: contact?.email || company?.email || '',
    contactPhone: contact?.mobile || contact?.phone || company?.phone || '',
  };
}
