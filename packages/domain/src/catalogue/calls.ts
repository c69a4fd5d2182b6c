import { z } from 'zod';
import { jsonTextOr } from '../api/json-text.ts';
import { wholeNumber } from '../api/query-numbers.ts';

/**
 * Params, queries and answers of the catalogue calls (accounts spec 2.12 and 7). The server
 * validates requests and answers with them; the web app takes its types from them.
 */

export const providerParams = z.object({ provider: z.string().min(1).max(60) });
export const keyParams = z.object({ key: z.string().min(1).max(60) });

/** Money leaves the server in dollars with two decimals, as the quote rows hold it. */
export const catalogueProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  shortcode: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  /** Admins only: never sent to a customer (DESIGN: Security). */
  cost: z.number().optional(),
  imageurl: z.string(),
});
export type CatalogueProduct = z.infer<typeof catalogueProduct>;

export const productListAnswer = z.object({
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  products: z.array(catalogueProduct),
  colornames: z.array(z.string()),
  sizenames: z.array(z.string()),
});
export type ProductList = z.infer<typeof productListAnswer>;

export const shortcodeQuery = z.object({
  shortcode: z.string().trim().min(1, 'Choose a product').max(100),
});

export const productCombination = z.object({
  shortcode: z.string(),
  colour: z.string(),
  size: z.string(),
  qty: z.number().int(),
  sku: z.string(),
  price: z.number(),
  cost: z.number().optional(),
});

export const sizeOrderEntry = z.object({ sizename: z.string(), position: z.number().int() });

export const productDetailAnswer = z.object({
  product: catalogueProduct,
  /** This product's sizes, in the catalogue's size order. */
  sizenames: z.array(z.string()),
  /** This product's colours, by name. */
  colornames: z.array(z.string()),
  colours: z.array(z.object({ name: z.string(), hex: z.string() })),
  productCombinations: z.array(productCombination),
  /** The catalogue's whole size order. */
  sizeorder: z.array(sizeOrderEntry),
});
export type ProductDetail = z.infer<typeof productDetailAnswer>;
export type ProductCombination = z.infer<typeof productCombination>;

export const searchQuery = z.object({
  q: z.string().max(100).optional().default(''),
  limit: wholeNumber(1, 100).optional().default(30),
});

export const searchAnswer = z.object({
  products: z.array(catalogueProduct),
  /** More products match than were sent. */
  more: z.boolean(),
});
export type ProductSearch = z.infer<typeof searchAnswer>;

export const sizeEntry = z.object({
  index: z.number().int(),
  sizename: z.string(),
  position: z.number().int(),
});
export type SizeEntry = z.infer<typeof sizeEntry>;
export const sizeData = z.array(sizeEntry);

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);

/** One size (`sizename`, `position`), repeated form fields, or a `sizes` list. */
export const setSizeOrderBody = z
  .object({
    sizename: oneOrMany(z.string().trim().min(1).max(60)).optional(),
    position: oneOrMany(wholeNumber(-100_000, 100_000)).optional(),
    sizes: jsonTextOr(
      z
        .array(
          z.object({
            sizename: z.string().trim().min(1).max(60),
            position: wholeNumber(-100_000, 100_000),
          }),
        )
        .max(500),
    ).optional(),
  })
  .refine((b) => b.sizes !== undefined || b.sizename !== undefined, {
    message: 'Give a sizename and position, or a list of sizes',
  });
export type SetSizeOrderBody = z.infer<typeof setSizeOrderBody>;

/** GET /products/placeholder/{kind}/{file}: a garment kind and `{rrggbb}.svg`. */
export const placeholderParams = z.object({ kind: z.string().max(20), file: z.string().max(20) });
