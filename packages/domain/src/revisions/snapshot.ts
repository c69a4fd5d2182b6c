import { z } from 'zod';
import { answerSchema } from '../api/answer-schema.ts';
import { customerPricedQuoteSchema } from '../pricing/priced-schema.ts';
import type { CustomerQuoteRead } from '../quote/schema/answers.ts';
import { customerQuoteSchema } from '../redaction/redaction.ts';

/**
 * The record fields that make up the offer a customer is sent. Status, revision, version, dates of
 * writing and the list flags move by themselves and are not the offer; the client order number is
 * what the customer gives when accepting, so it is not part of what they were sent; the
 * conversation log (memo_note) is talk about the offer, and a question asked must not stop the
 * customer accepting what they were sent.
 */
const OFFER_FIELDS = {
  label: true,
  client_label: true,
  valid_to: true,
  default_brand: true,
  logo: true,
  customise_logo: true,
  contact_user: true,
  contact_address: true,
  contact_info: true,
  custom_address: true,
  delivery_required: true,
  pickup_instore: true,
  collection_id: true,
  content: true,
} as const;

/**
 * What a customer is shown of one revision of a quote (DESIGN: Revisions, sending and acceptance):
 * the offer's record fields, the document cut to what the customer sees, and its prices without a
 * cost. Sending pins one; revisions are compared and hashed as these.
 */
export const revisionSnapshotSchema = z.object({
  quote: answerSchema(customerQuoteSchema.pick(OFFER_FIELDS)),
  priced: customerPricedQuoteSchema,
});
export type RevisionSnapshot = z.infer<typeof revisionSnapshotSchema>;

/** The snapshot of the quote as its customer reads it now (GET /quotes/edit's customer answer). */
export const snapshotOf = (read: CustomerQuoteRead): RevisionSnapshot => revisionSnapshotSchema.parse(read);

/**
 * One text per snapshot whatever order its keys were written in, so the same offer always gives
 * the same hash (the server hashes this text with sha-256).
 */
export function canonicalText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalText(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
