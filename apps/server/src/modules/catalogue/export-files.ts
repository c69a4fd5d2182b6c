import { centsToDecimal } from '@portal/domain/money';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { rowsOf } from './catalogue.repo.ts';
import { csvLine } from './csv-text.ts';
import type { CatalogueKey } from './keys.ts';
import { SUPPLIER_FILE_COLUMNS } from './supplier-rows.ts';

type ExportRow = {
  code: string;
  description: string;
  category: string;
  image_url: string;
  colour: string;
  size: string;
  sku: string;
  price_cents: number;
  cost_cents: number;
  qty: number;
};

/** Every SKU of a catalogue by code, colour and the catalogue's size order. */
async function exportRows(ctx: AppContext, key: CatalogueKey): Promise<ExportRow[]> {
  const result = await ctx.db.execute(sql`
    SELECT p.code, p.description, p.category, p.image_url, s.colour, s.size, s.sku,
      s.price_cents, s.cost_cents, s.qty
    FROM catalogue_skus s
    JOIN catalogue_products p ON p.id = s.product_id
    LEFT JOIN catalogue_sizes z ON z.catalogue_key = p.catalogue_key AND z.name = s.size
    WHERE p.catalogue_key = ${key}
    ORDER BY p.shortcode COLLATE "C", s.colour COLLATE "C", z.position, s.size COLLATE "C"`);
  return rowsOf<ExportRow>(result);
}

/** A download has the columns a supplier file is uploaded with, so it can be edited and uploaded again. */
export const CATALOGUE_CSV_COLUMNS = SUPPLIER_FILE_COLUMNS;

/** GET /products/downloadcsv/{provider}: the catalogue in the upload format. */
export async function catalogueCsv(ctx: AppContext, key: CatalogueKey): Promise<string> {
  const rows = await exportRows(ctx, key);
  const parts = [csvLine(CATALOGUE_CSV_COLUMNS)];
  for (const r of rows) {
    parts.push(
      csvLine([
        r.code,
        centsToDecimal(r.cost_cents),
        centsToDecimal(r.price_cents),
        key,
        r.size,
        r.colour,
        r.sku,
        r.description,
        r.category,
        r.image_url,
        r.qty,
      ]),
    );
  }
  return parts.join('');
}

/** The columns of a Square item library import (docs/decisions/031). */
export const SQUARE_CSV_COLUMNS = [
  'Item Name',
  'Variation Name',
  'SKU',
  'Description',
  'Category',
  'Price',
  'Option Name 1',
  'Option Value 1',
  'Option Name 2',
  'Option Value 2',
  'Current Quantity',
];

/** GET /products/downloadsquare/{provider}: the catalogue as a Square item library import. */
export async function squareCsv(ctx: AppContext, key: CatalogueKey): Promise<string> {
  const rows = await exportRows(ctx, key);
  const parts = [csvLine(SQUARE_CSV_COLUMNS)];
  for (const r of rows) {
    parts.push(
      csvLine([
        `${r.code} ${r.description}`.trim(),
        `${r.colour} / ${r.size}`,
        r.sku,
        r.description,
        r.category,
        centsToDecimal(r.price_cents),
        'Colour',
        r.colour,
        'Size',
        r.size,
        r.qty,
      ]),
    );
  }
  return parts.join('');
}
