import type { QuoteParties } from '@portal/domain/quote-document';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { contacts } from '../../../db/schema/index.ts';
import { type CompanyRow, type ContactRow, companyOfAccount } from '../../companies/index.ts';
import type { QuoteRowDb } from '../quote-record.ts';

type QuoteWho = Pick<QuoteRowDb, 'userId' | 'contactUser'>;

/**
 * Who a quote is for: the account's company and the quote's contact, which must be a contact
 * of that company (a stale id from another company is not used); without one, the company's
 * primary contact.
 */
export async function quoteContactOf(
  db: Db | Tx,
  row: QuoteWho,
): Promise<{ company: CompanyRow | undefined; contact: ContactRow | undefined }> {
  const company = await companyOfAccount(db, row.userId);
  if (!company) return { company, contact: undefined };
  const chosen =
    row.contactUser === null
      ? []
      : await db
          .select()
          .from(contacts)
          .where(and(eq(contacts.id, row.contactUser), eq(contacts.companyId, company.id)))
          .limit(1);
  const [contact] = chosen.length
    ? chosen
    : await db
        .select()
        .from(contacts)
        .where(eq(contacts.companyId, company.id))
        .orderBy(desc(contacts.primarySet), contacts.id)
        .limit(1);
  return { company, contact };
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
