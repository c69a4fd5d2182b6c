import { z } from 'zod';
import { optionalRecordId } from '../../api/ids.ts';
import { decimalNumber } from '../../api/query-numbers.ts';
import { priceTablesSchema } from './schema.ts';

/** GET /pricetables and /pricetables/forpricing: the current tables; version null until first saved. */
export const versionedPriceTables = z.object({
  version: z.number().int().nullable(),
  tables: priceTablesSchema,
});
export type VersionedPriceTables = z.infer<typeof versionedPriceTables>;

/** GET /pricetables/forpricing?quote_id=: the quote, when given, must be one the caller may open. */
export const forPricingQuery = z.object({ quote_id: optionalRecordId });

/** GET /customerBrands/getcost?sc&qty(&supplier=JS): stitch count and quantity. */
export const embroideryCostQuery = z.object({
  sc: decimalNumber(0, 1_000_000),
  qty: decimalNumber(0, 1_000_000),
  supplier: z.string().max(20).optional(),
});
