import type { CustomerQuoteRead } from '../quote/schema/answers.ts';
import type { CustomerRow } from './line-text.ts';
import { rowText, words } from './line-text.ts';
import type { DocumentLine, SizeGrid } from './schema.ts';

type PricedLine = CustomerQuoteRead['priced']['lines'][number];
type ProductRow = Extract<CustomerRow, { type: 'product' }>;

/** One product row with its own priced line, as the editor keeps one row per colour and size. */
export type ProductEntry = { row: ProductRow; priced: PricedLine };

const LETTER_SIZES = [
  'XXS',
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '2XL',
  'XXXL',
  '3XL',
  '4XL',
  '5XL',
  '6XL',
  '7XL',
  '8XL',
];
const letterRank = (size: string): number => {
  const upper = size.toUpperCase();
  const index = LETTER_SIZES.indexOf(upper);
  if (index < 0) return -1;
  // XXL is 2XL and XXXL is 3XL: the same place in the order.
  return upper === 'XXL'
    ? LETTER_SIZES.indexOf('2XL')
    : upper === 'XXXL'
      ? LETTER_SIZES.indexOf('3XL')
      : index;
};

/**
 * Sizes in the order a garment's size chart runs: numbers (kids' and waist sizes) by value, then
 * letter sizes XXS…8XL; anything else keeps the order it was entered in, after those.
 */
export function sortSizes(sizes: readonly string[]): string[] {
  const rank = (size: string): [number, number] => {
    const number = Number(size);
    if (size.trim() !== '' && Number.isFinite(number)) return [0, number];
    const letter = letterRank(size);
    if (letter >= 0) return [1, letter];
    return [2, sizes.indexOf(size)];
  };
  return [...sizes].sort((a, b) => {
    const [ga, va] = rank(a);
    const [gb, vb] = rank(b);
    return ga - gb || va - vb;
  });
}

const NO_SIZE = 'One size';
const NO_COLOUR = '–';

/** One cell's worth: a colour, a size and how many. */
export type SizedQuantity = {
  colour: string | null | undefined;
  size: string | null | undefined;
  qty: number;
};

/** The colour × size quantities of one product's rows; none when no row names a colour or size. */
export function sizeGridOf(rows: readonly SizedQuantity[]): SizeGrid | undefined {
  if (!rows.some((row) => words(row.colour) || words(row.size))) return undefined;
  const sizes: string[] = [];
  const colours: string[] = [];
  const cells = new Map<string, number>();
  for (const row of rows) {
    const size = words(row.size) || NO_SIZE;
    const colour = words(row.colour) || NO_COLOUR;
    if (!sizes.includes(size)) sizes.push(size);
    if (!colours.includes(colour)) colours.push(colour);
    const key = `${colour}\u0000${size}`;
    cells.set(key, (cells.get(key) ?? 0) + row.qty);
  }
  const ordered = sortSizes(sizes);
  return {
    sizes: ordered,
    rows: colours.map((colour) => ({
      colour,
      quantities: ordered.map((size) => cells.get(`${colour}\u0000${size}`) ?? null),
    })),
  };
}

/**
 * A product's rows as document lines: rows of the same code, description and unit price make
 * one line whose quantity is their sum and whose colour × size grid shows how it splits, so a
 * tee in three colours and five sizes reads as one product, not fifteen. A size that costs more
 * (a 3XL surcharge) stays a line of its own, so quantity × unit price is always the amount.
 */
export function productLines(entries: readonly ProductEntry[]): DocumentLine[] {
  const byKey = new Map<string, ProductEntry[]>();
  for (const entry of entries) {
    if (entry.priced.qty === 0) continue;
    const key = [words(entry.row.code), words(entry.row.description), entry.priced.unitPrice].join('\u0000');
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return [...byKey.values()].map((group) => {
    const [first] = group as [ProductEntry, ...ProductEntry[]];
    const notes = [...new Set(group.map((entry) => words(entry.row.note)).filter(Boolean))];
    const grid = sizeGridOf(
      group.map(({ row, priced }) => ({ colour: row.colour, size: row.size, qty: priced.qty })),
    );
    return {
      description: rowText(first.row).description,
      details: notes,
      ...(grid ? { grid } : {}),
      qty: group.reduce((sum, entry) => sum + entry.priced.qty, 0),
      unitPrice: first.priced.unitPrice,
      amount: group.reduce((sum, entry) => sum + entry.priced.amount, 0),
    };
  });
}

/**
 * A grid as text lines ('Navy: S × 5, M × 10'), for where a grid cannot be drawn: the job sent
 * to WorkflowMax and the invoice lines sent to Xero.
 */
export const sizeGridText = (grid: SizeGrid | undefined): string[] =>
  (grid?.rows ?? []).map(
    (row) =>
      `${row.colour}: ${grid?.sizes
        .map((size, index) => [size, row.quantities[index]] as const)
        .filter(([, qty]) => qty !== null)
        .map(([size, qty]) => `${size} × ${qty}`)
        .join(', ')}`,
  );

/** A line's detail lines with its grid written out, for a document that has no grid to draw. */
export const lineDetailsText = (line: DocumentLine): string[] => [
  ...sizeGridText(line.grid),
  ...line.details,
];
