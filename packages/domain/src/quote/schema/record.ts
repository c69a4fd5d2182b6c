import { z } from 'zod';
import { numberFromText } from '../../api/one-value.ts';
import { quoteContentSchema } from './content.ts';
import { flag, num, text } from './fields.ts';

const dateText = text(40);

/**
 * A quote as the server answers it (accounts spec 3), for admins. Columns hold what lists and
 * search need; `content` is the editor's document. `version` is ours: saves carry it back and
 * a stale one is refused (DESIGN "The quote document"). cost, margin_value and margin_percent
 * are ours too: admin-only figures the server computes when it prices the quote.
 */
export const quoteRecord = z.object({
  id: numberFromText(z.number().int()),
  user_id: numberFromText(z.number().int()).nullable().optional(),
  label: text(500),
  client_label: text(1000),
  revision: numberFromText(z.number().int().min(0)).default(1),
  status: text(50),
  order_status: text(50),
  price: num,
  discount: num,
  approved_price: num,
  gst: num,
  cost: num,
  margin_value: num,
  margin_percent: num,
  valid_to: dateText,
  created_at: dateText,
  updated_at: dateText,
  content: quoteContentSchema,
  memo_note: text(200_000),
  customise_logo: text(),
  logo: text(3_000_000),
  contact_user: text(200),
  contact_address: text(2000),
  contact_info: text(2000),
  custom_address: text(2000),
  delivery_required: flag,
  pickup_instore: flag,
  collection_id: z
    .union([z.string().max(100), z.number()])
    .nullable()
    .optional(),
  wfm_order_no: text(200),
  wfm_id: text(200),
  default_brand: text(100),
  ready: flag,
  sent: flag,
  archive: flag,
  version: numberFromText(z.number().int().min(0)).optional(),
  company: text(500),
});
export type QuoteRecord = z.infer<typeof quoteRecord>;
