import { z } from 'zod';
import { optionalRecordId } from '../api/ids.ts';
import { jsonTextOr } from '../api/json-text.ts';
import { wholeNumber } from '../api/query-numbers.ts';

/** Params, bodies and answers of the product data calls (accounts spec 2.12 and 7). */

export const PAGE_SIZE = 20;

export const uploadRow = z.object({
  code: z.string(),
  cost: z.number(),
  price: z.number(),
  supplier: z.string(),
  size: z.string(),
  colour: z.string(),
  sku: z.string(),
  description: z.string(),
  category: z.string(),
  imageurl: z.string(),
  qty: z.number().nullable(),
});

/**
 * POST /pages/upload: `supplier` (a catalogue key or supplier name) and `file`. The file's
 * bytes arrive as a Node Buffer, which is a Uint8Array (the domain names no Node types).
 */
export const uploadBody = z.object({
  supplier: z.string().max(60).optional(),
  file: z.instanceof(Uint8Array, { message: 'Choose a CSV or XLSX file to upload' }).optional(),
  /** The file's name, for messages: multipart bodies carry the file's content only. */
  filename: z.string().max(200).optional(),
});

export const uploadInfo = z.object({
  id: z.number().int(),
  file_name: z.string(),
  total: z.number().int(),
  uploaded_at: z.string(),
  applied_at: z.string().nullable(),
});

export type UploadRow = z.infer<typeof uploadRow>;
export type UploadInfo = z.infer<typeof uploadInfo>;

export const uploadAnswer = z.object({
  supplier: z.string(),
  name: z.string(),
  upload: uploadInfo,
  message: z.string(),
  columns: z.array(z.string()),
  rows: z.array(uploadRow),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;

export const pageQuery = z.object({
  page: wholeNumber(1, 100_000).optional().default(1),
});

export const changesQuery = pageQuery.extend({ supplier: z.string().max(60).optional() });

export const diffRow = z.object({
  code: z.string(),
  colour: z.string(),
  size: z.string(),
  sku: z.string(),
  price: z.number(),
  cost: z.number(),
  old: z.object({ sku: z.string(), price: z.number(), cost: z.number() }).optional(),
  changes: z.array(z.string()).optional(),
});

export type DiffRow = z.infer<typeof diffRow>;

/** How many products an upload deletes, adds and updates. */
export const changeCounts = z.object({
  delete: z.number().int(),
  new: z.number().int(),
  update: z.number().int(),
});
export type ChangeCounts = z.infer<typeof changeCounts>;

/** GET /uploadproducts/index: the three lists, each a page of 20, with their full counts. */
export const changesAnswer = z.object({
  supplier: z.string().nullable(),
  name: z.string().nullable(),
  upload: uploadInfo.nullable(),
  counts: changeCounts,
  deleteProducts: z.array(diffRow),
  newProducts: z.array(diffRow),
  updateProducts: z.array(diffRow),
  /** Confirms these lists: the accept call carries it back (docs/decisions/076). */
  stage: z.string().nullable(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ChangesAnswer = z.infer<typeof changesAnswer>;

/**
 * POST /uploadproducts/add: accept the reviewed upload with the `stage` of the lists shown,
 * or stage rows given as `standard_csv` for review (docs/decisions/076).
 */
export const acceptBody = z.object({
  supplier: z.string().max(60).optional(),
  upload_id: optionalRecordId,
  stage: z.string().max(100).optional(),
  standard_csv: jsonTextOr(
    z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).max(10_000),
  ).optional(),
});

export const acceptAnswer = z.object({
  message: z.string(),
  /** What was applied, or (when `applied` is false) what accepting the staged rows would do. */
  counts: changeCounts,
  applied: z.boolean(),
  upload: uploadInfo,
});
export type AcceptAnswer = z.infer<typeof acceptAnswer>;

export const supplierQuery = pageQuery.extend({ supplierName: z.string().max(60).optional().default('') });

/** GET /quotes/getSupplier: the supplier and a page of its latest upload (`standard_csv`). */
export const supplierAnswer = z.object({
  key: z.string(),
  name: z.string(),
  upload: uploadInfo.nullable(),
  standard_csv: z.array(uploadRow),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type SupplierAnswer = z.infer<typeof supplierAnswer>;

/** POST /uploadProducts/deletexero and /uploadproducts/fetchwfm (the WFM tab's buttons). */
export const wfmBody = z.object({ supplier: z.string().max(60).optional() });
