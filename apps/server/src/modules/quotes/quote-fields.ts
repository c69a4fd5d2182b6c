import { isAdmin } from '@portal/domain';
import { parseDateInput } from '@portal/domain/dates';
import { toCents } from '@portal/domain/money';
import { customerMaySetRecordField, type EditQuoteBody } from '@portal/domain/quote';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, contacts, type quotes } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { checkedQuoteLogo } from './quote-logo.ts';

type Columns = Partial<typeof quotes.$inferInsert>;
type Body = Omit<EditQuoteBody, 'content' | 'action' | 'version'>;

const present = (v: unknown) => v !== undefined;
const textOf = (v: string | null | undefined) => (v ?? '').trim();

/** A contact id from the form, which may come as '12' or as the search key '{userid} - {contactid}'. */
const contactIdOf = (value: unknown): number | null => {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const id = Number(text.includes(' - ') ? text.split(' - ').pop() : text);
  if (!Number.isInteger(id) || id <= 0) throw badRequest('contact_user: Choose a contact from the list');
  return id;
};

/** A contact must belong to the quote account's company, or a quote could point at anyone's. */
async function assertContactOfAccount(db: Db | Tx, contactId: number, userId: number, field: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(contacts.id, contactId), eq(companies.userId, userId)))
    .limit(1);
  if (!row) throw badRequest(`${field}: This contact is not one of the client's contacts`);
}

/**
 * The quote columns a request sets, checked: contacts must be the client's and dates real.
 * A customer's values are taken only for the fields the record's role table lets them set
 * (decisions/050); any other field they send is ignored, never compared with the stored value,
 * so the answer cannot reveal it. `stored` is the quote being edited (absent for a new one).
 * Prices and GST are never taken from the request: the server computes them.
 */
export async function quoteColumnsFrom(
  db: Db | Tx,
  body: Body,
  viewer: { role: string },
  ownerId: number,
  stored?: Columns,
): Promise<Columns> {
  const admin = isAdmin(viewer);
  const creating = !stored;
  const takes = (field: keyof Body) =>
    present(body[field]) && (admin || customerMaySetRecordField(field, creating));
  const columns: Columns = {};
  if (takes('label')) columns.label = textOf(body.label);
  if (takes('client_label')) columns.clientLabel = textOf(body.client_label);
  if (takes('wfm_order_no')) columns.wfmOrderNo = textOf(body.wfm_order_no);
  if (takes('default_brand') && textOf(body.default_brand)) columns.defaultBrand = textOf(body.default_brand);
  if (takes('contact_address')) columns.contactAddress = textOf(body.contact_address);
  if (takes('contact_info')) columns.contactInfo = textOf(body.contact_info);
  if (takes('custom_address')) columns.customAddress = textOf(body.custom_address);
  if (takes('delivery_required')) columns.deliveryRequired = Boolean(body.delivery_required);
  if (takes('pickup_instore')) columns.pickupInstore = Boolean(body.pickup_instore);
  if (takes('logo')) columns.logo = await checkedQuoteLogo(db, body.logo, ownerId);
  if (takes('customise_logo')) columns.customiseLogo = body.customise_logo || null;
  if (takes('approved_price')) columns.approvedPriceCents = toCents(body.approved_price);
  if (takes('discount')) columns.discountCents = toCents(body.discount);
  if (takes('valid_to')) {
    const date = parseDateInput(body.valid_to);
    if (textOf(body.valid_to) && !date) throw badRequest('valid_to: Enter a real date');
    columns.validTo = date;
  }
  if (takes('contact_user')) {
    columns.contactUser = contactIdOf(body.contact_user);
    if (columns.contactUser !== null)
      await assertContactOfAccount(db, columns.contactUser, ownerId, 'contact_user');
  }
  if (takes('collection_id')) {
    columns.collectionId = contactIdOf(body.collection_id);
    if (columns.collectionId !== null)
      await assertContactOfAccount(db, columns.collectionId, ownerId, 'collection_id');
  }

  return columns;
}
