import { z } from 'zod';
import { optionalRecordId, recordId } from '../api/ids.ts';
import { jsonTextOr } from '../api/json-text.ts';
import { decimalNumber, wholeNumber } from '../api/query-numbers.ts';
import { PRODUCTION_TYPES, SNIFFED_TYPES } from './kinds.ts';
import { FILE_MESSAGES } from './messages.ts';

/**
 * Requests and answers of the artwork file calls (quote spec 7, accounts spec 7).
 * File bytes arrive from multipart as a Node Buffer, which is a Uint8Array: the domain names no
 * Node types. The file's own name is read by the server from the form, not from these fields.
 */
export const fileField = z.instanceof(Uint8Array, { message: FILE_MESSAGES.chooseFile }).optional();

/** `?userid=` of the list calls: staff name the client; a customer's own account is the default. */
export const userIdQuery = z.object({ userid: optionalRecordId });

/** A 1/0 (or true/false) flag from a form or JSON. */
const formFlag = z.preprocess(
  (value) =>
    value === '1' || value === 'true' || value === 1
      ? true
      : value === '0' || value === 'false' || value === 0 || value === ''
        ? false
        : value,
  z.boolean(),
);

/** A stored file as every list and upload answers it. */
export const storedFileAnswer = z.object({
  id: z.number().int(),
  file_name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  type: z.enum(SNIFFED_TYPES),
  /** EPS, PDF (and embroidery formats) are production-ready; bitmaps are reference only. */
  production_ready: z.boolean(),
  created_at: z.string(),
  /** Where it downloads from (as an attachment). */
  url: z.string(),
});
export type StoredFileAnswer = z.infer<typeof storedFileAnswer>;

// Logos (brands)

export const brandAddBody = z.object({ brand: fileField, adminFile: formFlag.optional() });
export const brandAnswer = storedFileAnswer.extend({ admin_file: z.boolean() });
export type BrandAnswer = z.infer<typeof brandAnswer>;
export const brandsIndexAnswer = z.array(brandAnswer);
export const brandAddAnswer = z.object({ message: z.string(), brand: brandAnswer });
export type BrandAddAnswer = z.infer<typeof brandAddAnswer>;

// The quote-level logo

export const assetAddBody = z.object({ brand: fileField });
export const assetAddAnswer = z.object({ message: z.string(), file: storedFileAnswer });
export type AssetAddAnswer = z.infer<typeof assetAddAnswer>;

// Visuals

export const visualAddBody = z.object({ visual: fileField, quote_id: optionalRecordId });
export const visualAnswer = storedFileAnswer.extend({ quote_id: z.number().int() });
export type VisualAnswer = z.infer<typeof visualAnswer>;
/** The quotes offered by the Select a Quote dialog. */
export const visualQuoteChoice = z.object({ id: z.number().int(), label: z.string(), status: z.string() });
export const visualsIndexAnswer = z.object({
  visuals: z.array(visualAnswer),
  quotes: z.array(visualQuoteChoice),
});
export type VisualsIndexAnswer = z.infer<typeof visualsIndexAnswer>;
export type VisualQuoteChoice = z.infer<typeof visualQuoteChoice>;
export const visualAddAnswer = z.object({ message: z.string(), visual: visualAnswer });
export type VisualAddAnswer = z.infer<typeof visualAddAnswer>;

// Production files

/** Placements of a production file: booleans by placement name, sent as JSON text in forms. */
export const placementFlags = jsonTextOr(
  z
    .record(z.string().min(1).max(60), z.boolean())
    .refine((flags) => Object.keys(flags).length <= 40, 'Too many placements'),
);

const shortText = (max: number) => z.string().max(max);
export const productionType = z.enum(PRODUCTION_TYPES);

/** The saved design's setup fields (quote spec 3, "Customer brand (saved design) record"). */
export const designSetupFields = {
  notes: shortText(5000),
  setup_code: shortText(50),
  setup_qty: decimalNumber(0, 1_000_000),
  setup_unit_cost: decimalNumber(0, 1_000_000),
  setup_price: decimalNumber(0, 1_000_000),
  setup_discount_enable: formFlag,
  setup_discount: shortText(200),
  setup_discount_qty: decimalNumber(0, 1_000_000),
  setup_discount_value: decimalNumber(0, 1_000_000),
};

const productionFields = {
  file_name: shortText(200),
  size: shortText(100),
  colours: shortText(200),
  position: placementFlags,
  stitch_count: wholeNumber(0, 10_000_000),
  ...designSetupFields,
};

/** POST /productions/add: the file under `production`, the client and the production type. */
export const productionAddBody = z.object({
  production: fileField,
  user_id: recordId,
  production_type: productionType,
  ...z.object(productionFields).partial().shape,
});

/** POST /productions/edit/{id}: the table's fields, or only `sort_order` when a row is dragged. */
export const productionEditBody = z
  .object({ ...productionFields, sort_order: wholeNumber(0, 100_000) })
  .partial();

export const productionAnswer = storedFileAnswer.extend({
  production_type: productionType,
  size: z.string(),
  colours: z.string(),
  position: z.record(z.string(), z.boolean()),
  stitch_count: z.number().int().nullable(),
  sort_order: z.number().int(),
});
export type ProductionAnswer = z.infer<typeof productionAnswer>;

export const productionsIndexAnswer = z.object({
  emb: z.array(productionAnswer),
  screen_print: z.array(productionAnswer),
  digital: z.array(productionAnswer),
  vinyl: z.array(productionAnswer),
  /** The client's Production Style Guide, if one was uploaded. */
  style_guide: storedFileAnswer.nullable(),
  tooltip: z.string(),
});
export type ProductionsIndexAnswer = z.infer<typeof productionsIndexAnswer>;
export const productionWriteAnswer = z.object({ message: z.string(), production: productionAnswer });
export type ProductionWriteAnswer = z.infer<typeof productionWriteAnswer>;
export type ProductionEditBody = z.input<typeof productionEditBody>;

/** POST /productions/styleguide?userid=: the file under `styleguide`; replaces any earlier one. */
export const styleGuideBody = z.object({ styleguide: fileField });
export const styleGuideAnswer = z.object({ message: z.string(), style_guide: storedFileAnswer });
export type StyleGuideAnswer = z.infer<typeof styleGuideAnswer>;

// Saved designs in the editor

/** GET /customerBrands/getbrand?user_id&brand_id: brand_id is a production design's id. */
export const getBrandQuery = z.object({ user_id: recordId, brand_id: recordId });
export const getBrandAnswer = z.object({
  sc: z.number().int().nullable(),
  size: z.string(),
  colours: z.string(),
  /** The design's name, as the decoration row's `setup_emb` shows it. */
  emb: z.string(),
  notes: z.string(),
  setup_code: z.string(),
  setup_qty: z.number(),
  setup_unit_cost: z.number(),
  setup_price: z.number(),
  setup_discount_enable: z.boolean(),
  setup_discount: z.string(),
  setup_discount_qty: z.number(),
  setup_discount_value: z.number(),
});
export type GetBrandAnswer = z.infer<typeof getBrandAnswer>;

/** The setup fields as stored with a production design (every field present). */
export const storedDesignSetup = z.object(designSetupFields).partial();
export type StoredDesignSetup = z.infer<typeof storedDesignSetup>;
