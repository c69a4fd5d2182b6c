import { isAdmin } from '@portal/domain';
import { parseDateInput } from '@portal/domain/dates';
import { toCents } from '@portal/domain/money';
import type { EditQuoteBody } from '@portal/domain/quote';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companies, contacts, type quotes } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';

type Columns = Partial<typeof quotes.$inferInsert>;
type Body = Omit<EditQuoteBody, 'content' | 'action' | 'version'>;

const present = (v: unknown) => v !== undefined;
const textOf = (v: string | null | undefined) => (v ?? '').trim();

/** Fields only staff may set (accounts spec 6): a customer who changes one is refused. */
const STAFF_ONLY: { field: keyof Body; column: keyof Columns; label: string }[] = [
  { field: 'approved_price', column: 'approvedPriceCents', label: 'the approve price' },
  { field: 'discount', column: 'discountCents', label: 'the discount' },
  { field: 'valid_to', column: 'validTo', label: 'the valid-to date' },
  { field: 'label', column: 'label', label: 'the quote label' },
];

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
 * The quote columns a request sets, checked: contacts must be the client's, dates real, and a
 * customer may not touch staff-only fields (compared with `stored` on an edit). Prices and GST
 * are never taken from the request: the server computes them.
 */
export async function quoteColumnsFrom(
  db: Db | Tx,
  body: Body,
  viewer: { role: string },
  ownerId: number,
  stored?: Columns,
): Promise<Columns> {
  const admin = isAdmin(viewer);
  const columns: Columns = {};
  if (present(body.label)) columns.label = textOf(body.label);
  if (present(body.client_label)) columns.clientLabel = textOf(body.client_label);
  if (present(body.wfm_order_no)) columns.wfmOrderNo = textOf(body.wfm_order_no);
  if (present(body.default_brand) && textOf(body.default_brand))
    columns.defaultBrand = textOf(body.default_brand);
  if (present(body.contact_address)) columns.contactAddress = textOf(body.contact_address);
  if (present(body.contact_info)) columns.contactInfo = textOf(body.contact_info);
  if (present(body.custom_address)) columns.customAddress = textOf(body.custom_address);
  if (present(body.delivery_required)) columns.deliveryRequired = Boolean(body.delivery_required);
  if (present(body.pickup_instore)) columns.pickupInstore = Boolean(body.pickup_instore);
  if (present(body.logo)) columns.logo = body.logo || null;
  if (present(body.customise_logo)) columns.customiseLogo = body.customise_logo || null;
  if (present(body.approved_price)) columns.approvedPriceCents = toCents(body.approved_price);
  if (present(body.discount)) columns.discountCents = toCents(body.discount);
  if (present(body.valid_to)) {
    const date = parseDateInput(body.valid_to);
    if (textOf(body.valid_to) && !date) throw badRequest('valid_to: Enter a real date');
    columns.validTo = date;
  }
  if (present(body.contact_user)) {
    columns.contactUser = contactIdOf(body.contact_user);
    if (columns.contactUser !== null)
      await assertContactOfAccount(db, columns.contactUser, ownerId, 'contact_user');
  }
  if (present(body.collection_id)) {
    columns.collectionId = contactIdOf(body.collection_id);
    if (columns.collectionId !== null)
      await assertContactOfAccount(db, columns.collectionId, ownerId, 'collection_id');
  }

  if (!admin) {
    for (const { column, label } of STAFF_ONLY) {
      if (!(column in columns)) continue;
      const was = stored?.[column] ?? (column === 'label' ? undefined : null);
      // On a new quote a customer names it; after that the label is staff's (pencil, spec 6).
      if (column === 'label' && !stored) continue;
      if (!stored && (column === 'validTo' || column.endsWith('Cents'))) {
        delete columns[column];
        continue;
      }
      if ((columns[column] ?? null) !== (was ?? null)) throw forbidden(`Only staff can change ${label}.`);
    }
  }
  return columns;
}
