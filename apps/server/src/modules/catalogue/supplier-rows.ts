import { badRequest } from '../../lib/http-error.ts';
import { shortcodeOf } from './keys.ts';

/**
 * Product rows of a supplier file (accounts spec 3: code, cost, price, supplier, size, colour,
 * sku), checked one by one. Every refusal names the file, the row and the column, and nothing
 * in the catalogue changes (docs/decisions/031).
 */

export const REQUIRED_COLUMNS = ['code', 'cost', 'price', 'supplier', 'size', 'colour', 'sku'] as const;
export const OPTIONAL_COLUMNS = ['description', 'category', 'imageurl', 'qty'] as const;
export type UploadColumn = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
/**
 * The supplier file's columns in order: what an upload reads, what is stored of it, and what a
 * catalogue download writes, so a download can be edited and uploaded again.
 */
export const SUPPLIER_FILE_COLUMNS: readonly UploadColumn[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

export const MAX_UPLOAD_ROWS = 200_000;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type SupplierRow = {
  code: string;
  costCents: number;
  priceCents: number;
  supplier: string;
  size: string;
  colour: string;
  sku: string;
  description: string;
  category: string;
  imageurl: string;
  qty: number | null;
};

/** Header names suppliers use for each column, compared without case, spaces, _ or -. */
const ALIASES: Record<UploadColumn, string[]> = {
  code: ['code', 'stylecode', 'style', 'productcode', 'itemcode'],
  cost: ['cost', 'costprice', 'unitcost', 'buyprice'],
  price: ['price', 'sellprice', 'sellingprice', 'unitprice'],
  supplier: ['supplier', 'brand', 'suppliername'],
  size: ['size', 'sizename'],
  colour: ['colour', 'color', 'colourname', 'colorname'],
  sku: ['sku', 'skucode'],
  description: ['description', 'name', 'productname', 'title'],
  category: ['category', 'productcategory', 'type'],
  imageurl: ['imageurl', 'image', 'imagelink', 'picture'],
  qty: ['qty', 'stock', 'quantity', 'soh', 'stockonhand'],
};

const squash = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');

/** Which cell of a row holds each column; a missing required column is refused. */
export function mapHeader(fileName: string, header: string[]): Map<UploadColumn, number> {
  const found = new Map<UploadColumn, number>();
  header.forEach((cell, index) => {
    const name = squash(cell);
    for (const [column, aliases] of Object.entries(ALIASES) as [UploadColumn, string[]][]) {
      if (!found.has(column) && aliases.includes(name)) found.set(column, index);
    }
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !found.has(c));
  if (missing.length > 0) {
    throw badRequest(
      `${fileName}: the column '${missing[0]}' is missing. Row 1 must name the columns ${REQUIRED_COLUMNS.join(', ')}.`,
    );
  }
  return found;
}

const MONEY = /^\d+(\.\d{1,4})?$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d{1,4})?$/;

/** Dollars as typed in a file ("12.5", "$1,234.00") to cents; anything else is refused. */
function readMoney(fileName: string, row: number, column: string, raw: string): number {
  const text = raw.replace(/^\$\s*/, '').trim();
  if (text === '') throw badRequest(`${fileName}, row ${row}, column ${column}: the ${column} is empty.`);
  const plain = GROUPED.test(text) ? text.replaceAll(',', '') : text;
  if (!MONEY.test(plain)) {
    throw badRequest(`${fileName}, row ${row}, column ${column}: '${raw.slice(0, 40)}' is not a number.`);
  }
  return Math.round(Number(plain) * 100);
}

const MAX_TEXT = 500;
/** Our own drawn placeholders, as a download writes them. */
const PLACEHOLDER_PATH = /^\/api\/products\/placeholder\/[a-z]+\/[0-9a-f]{6}\.svg$/;

/**
 * Checks the data rows of a file one at a time, as they are read, after its header row: blank
 * rows are skipped, the row cap is enforced on the row that passes it, and the same code,
 * colour and size twice is refused. `finish` answers the rows.
 */
export function supplierRowReader(fileName: string, header: string[]) {
  const columns = mapHeader(fileName, header);
  const at = (cells: string[], column: UploadColumn): string => {
    const index = columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const out: SupplierRow[] = [];
  const seen = new Map<string, number>();
  const text = (cells: string[], row: number, column: UploadColumn, required: boolean): string => {
    const value = at(cells, column);
    if (required && value === '')
      throw badRequest(`${fileName}, row ${row}, column ${column}: the ${column} is empty.`);
    if (value.length > MAX_TEXT) {
      throw badRequest(
        `${fileName}, row ${row}, column ${column}: the text is longer than ${MAX_TEXT} characters.`,
      );
    }
    return value;
  };
  const add = (row: number, cells: string[]): void => {
    if (isBlank(cells)) return;
    if (out.length >= MAX_UPLOAD_ROWS) {
      throw badRequest(`${fileName} has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-AU')} product rows.`);
    }
    const code = text(cells, row, 'code', true);
    const size = text(cells, row, 'size', true);
    const colour = text(cells, row, 'colour', true);
    const imageurl = text(cells, row, 'imageurl', false);
    if (imageurl && !/^https?:\/\/\S+$/i.test(imageurl) && !PLACEHOLDER_PATH.test(imageurl)) {
      throw badRequest(
        `${fileName}, row ${row}, column imageurl: '${imageurl.slice(0, 60)}' is not a web address.`,
      );
    }
    const qtyText = text(cells, row, 'qty', false);
    let qty: number | null = null;
    if (qtyText !== '') {
      if (!/^-?\d+(\.0+)?$/.test(qtyText)) {
        throw badRequest(
          `${fileName}, row ${row}, column qty: '${qtyText.slice(0, 40)}' is not a whole number.`,
        );
      }
      qty = Math.max(0, Math.min(2_000_000_000, Number.parseInt(qtyText, 10)));
    }
    const key = `${shortcodeOf(code)}\u0000${colour.toLowerCase()}\u0000${size.toLowerCase()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw badRequest(
        `${fileName}, row ${row}: ${code} in ${colour}, size ${size} is also on row ${earlier}.`,
      );
    }
    seen.set(key, row);
    out.push({
      code,
      costCents: readMoney(fileName, row, 'cost', at(cells, 'cost')),
      priceCents: readMoney(fileName, row, 'price', at(cells, 'price')),
      supplier: text(cells, row, 'supplier', true),
      size,
      colour,
      sku: text(cells, row, 'sku', true),
      description: text(cells, row, 'description', false),
      category: text(cells, row, 'category', false),
      imageurl,
      qty,
    });
  };
  const finish = (): SupplierRow[] => {
    if (out.length === 0) throw badRequest(`${fileName} has no product rows.`);
    return out;
  };
  return { add, finish };
}

export type SupplierRowReader = ReturnType<typeof supplierRowReader>;

/** A row with nothing in it (holes of a sparse row count as empty). */
export const isBlank = (cells: string[]): boolean => cells.every((c) => c.trim() === '');

/** Checks rows that are all at hand (rows sent as JSON) the same way as a file's. */
export function readSupplierRows(
  fileName: string,
  header: string[],
  rows: Iterable<{ row: number; cells: string[] }>,
): SupplierRow[] {
  const reader = supplierRowReader(fileName, header);
  for (const { row, cells } of rows) reader.add(row, cells);
  return reader.finish();
}

/** The rows as a compact table for storing (the supplier's standard_csv), in the file's columns. */
export type StoredTable = { columns: string[]; rows: (string | number | null)[][] };

export const toStoredTable = (rows: SupplierRow[]): StoredTable => ({
  columns: [...SUPPLIER_FILE_COLUMNS],
  rows: rows.map((r) => [
    r.code,
    r.costCents,
    r.priceCents,
    r.supplier,
    r.size,
    r.colour,
    r.sku,
    r.description,
    r.category,
    r.imageurl,
    r.qty,
  ]),
});

export const fromStoredTable = (table: StoredTable): SupplierRow[] =>
  table.rows.map((c) => ({
    code: String(c[0] ?? ''),
    costCents: Number(c[1] ?? 0),
    priceCents: Number(c[2] ?? 0),
    supplier: String(c[3] ?? ''),
    size: String(c[4] ?? ''),
    colour: String(c[5] ?? ''),
    sku: String(c[6] ?? ''),
    description: String(c[7] ?? ''),
    category: String(c[8] ?? ''),
    imageurl: String(c[9] ?? ''),
    qty: c[10] === null || c[10] === undefined ? null : Number(c[10]),
  }));

/** A row as the calls show it: money in dollars. */
export const rowView = (r: SupplierRow) => ({
  code: r.code,
  cost: r.costCents / 100,
  price: r.priceCents / 100,
  supplier: r.supplier,
  size: r.size,
  colour: r.colour,
  sku: r.sku,
  description: r.description,
  category: r.category,
  imageurl: r.imageurl,
  qty: r.qty,
});
