import { isAdmin } from '@portal/domain';
import { centsToDollars, marginPercent } from '@portal/domain/money';
import type { QuoteRecord } from '@portal/domain/quote';
import { redactQuoteForCustomer } from '@portal/domain/redaction';
import type { quotes } from '../../db/schema/index.ts';

export type QuoteRowDb = typeof quotes.$inferSelect;

/** The stored row as the spec's quote record (accounts spec 3), with every admin figure. */
export function toQuoteRecord(row: QuoteRowDb, company: string | null): QuoteRecord {
  const price = row.priceCents;
  const margin = price - row.costCents;
  return {
    id: row.id,
    user_id: row.userId,
    label: row.label,
    client_label: row.clientLabel,
    revision: row.revision,
    status: row.status,
    order_status: row.orderStatus,
    price: centsToDollars(price),
    discount: centsToDollars(row.discountCents),
    approved_price: centsToDollars(row.approvedPriceCents),
    gst: centsToDollars(row.gstCents),
    cost: centsToDollars(row.costCents),
    margin_value: centsToDollars(margin),
    margin_percent: marginPercent(price, row.costCents),
    valid_to: row.validTo ?? '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    content: row.content as QuoteRecord['content'],
    memo_note: row.memoNote,
    customise_logo: row.customiseLogo ?? '',
    logo: row.logo ?? '',
    contact_user: row.contactUser === null ? '' : String(row.contactUser),
    contact_address: row.contactAddress,
    contact_info: row.contactInfo,
    custom_address: row.customAddress,
    delivery_required: row.deliveryRequired,
    pickup_instore: row.pickupInstore,
    collection_id: row.collectionId,
    wfm_order_no: row.wfmOrderNo,
    wfm_id: row.wfmId ?? '',
    default_brand: row.defaultBrand,
    ready: row.ready === 1,
    sent: row.sent === 1,
    archive: row.archive === 1,
    version: row.version,
    company: company ?? '',
  };
}

/**
 * What a viewer may receive of a quote: everything for staff; for a customer the redaction
 * schema, which drops every field it does not name (costs, margins, suppliers, staff notes).
 */
export function presentQuote(record: QuoteRecord, viewer: { role: string }): unknown {
  return isAdmin(viewer) ? record : redactQuoteForCustomer(record);
}
