import { formatDisplayDate } from '../dates/dates.ts';
import { fileIdOfReference } from '../files/references.ts';
import type { CustomerQuoteRead } from '../quote/schema/answers.ts';
import {
  type CustomerGroup,
  type CustomerRow,
  decorationPartText,
  groupPartText,
  rowText,
} from './line-text.ts';
import { type ProductEntry, productLines } from './product-lines.ts';
import {
  type DocumentArtwork,
  type DocumentBusiness,
  type DocumentLine,
  type DocumentSection,
  type QuoteDocument,
  quoteDocumentSchema,
} from './schema.ts';

type PricedLine = CustomerQuoteRead['priced']['lines'][number];

/** Who the quote is for, as the server read them from the account's company and contact. */
export type QuoteParties = { company: string; contact: string; contactEmail: string; contactPhone: string };

const toLine = (priced: PricedLine, description: string, details: string[]): DocumentLine => ({
  description,
  details,
  qty: priced.qty,
  unitPrice: priced.unitPrice,
  amount: priced.amount,
});

/** The stored file a decoration's artwork is, when its logo (or file) is a reference to one. */
export const artworkFileIdOf = (row: {
  logo_file?: string | null;
  file_path?: string | null;
}): number | null => fileIdOfReference(row.logo_file ?? '') ?? fileIdOfReference(row.file_path ?? '');

/** A decoration's artwork as a stored file, when its logo (or file) is a reference to one. */
const artworkOf = (row: CustomerRow): DocumentArtwork | undefined => {
  if (row.type !== 'decoration') return undefined;
  const fileId = artworkFileIdOf(row);
  return fileId === null ? undefined : { fileId, name: (row.logo_name ?? '').trim() || 'Artwork' };
};

/** A row's own line first, then what it adds (setup, colour change, setup discounts). */
const rowLines = (row: CustomerRow, priced: PricedLine[]): DocumentLine[] =>
  priced.map((line) => {
    if (line.part === row.type || row.type !== 'decoration') {
      const text = rowText(row);
      const artwork = artworkOf(row);
      return { ...toLine(line, text.description, text.details), ...(artwork ? { artwork } : {}) };
    }
    const index = Number(line.id.split(':')[2] ?? 0);
    return toLine(line, decorationPartText(row, line.part, index), []);
  });

const section = (title: string, lines: DocumentLine[]): DocumentSection => ({
  title,
  lines,
  subtotal: lines.reduce((sum, line) => sum + line.amount, 0),
});

/**
 * The quote PDF's content from the quote as its customer is shown it (GET /quotes/edit for a
 * customer): each group's rows with their priced lines, then the group's fees, tasks and
 * discount; rows in no group make a section of their category. Staff download the same
 * customer-facing document, so the input is the customer's read, never the
 * staff one, and the result is checked against the strict document schema.
 */
export function buildQuoteDocument(
  read: CustomerQuoteRead,
  parties: QuoteParties,
  business: DocumentBusiness,
): QuoteDocument {
  const { quote, priced } = read;
  const byRow = new Map<string, PricedLine[]>();
  const byGroup = new Map<string, PricedLine[]>();
  for (const line of priced.lines) {
    if (!line.visibleToCustomer || line.part === 'attention') continue;
    // A line of nothing ('Setup None for Embroidery 0 × $90.00') is noise to the customer.
    if (line.qty === 0 && line.amount === 0) continue;
    const key = line.rowId ?? line.groupId;
    const into = line.rowId === undefined ? byGroup : byRow;
    into.set(key, [...(into.get(key) ?? []), line]);
  }
  const sections: DocumentSection[] = [];
  for (const category of quote.content.categories) {
    const categoryName = String(category.category_info.name ?? '').trim() || 'Items';
    const groups = new Map<string, CustomerGroup>(category.groups.map((g) => [g.id, g]));
    const rowsOf = (groupId: string | undefined) =>
      category.items.filter((row) =>
        groupId === undefined ? !groups.has(row.group_id ?? '') : row.group_id === groupId,
      );
    // Products first, one line per product and price with its colour × size grid, then the
    // decorations, deliveries and discounts in the order they were entered.
    const linesOf = (rows: CustomerRow[]) => {
      const products: ProductEntry[] = [];
      for (const row of rows)
        if (row.type === 'product')
          for (const priced of byRow.get(row.id) ?? []) products.push({ row, priced });
      const others = rows
        .filter((row) => row.type !== 'product')
        .flatMap((row) => rowLines(row, byRow.get(row.id) ?? []));
      return [...productLines(products), ...others];
    };
    const loose = linesOf(rowsOf(undefined));
    if (loose.length > 0) sections.push(section(categoryName, loose));
    for (const group of category.groups) {
      const own = (byGroup.get(group.id) ?? []).map((line) =>
        toLine(line, groupPartText(group, line.id), []),
      );
      const lines = [...linesOf(rowsOf(group.id)), ...own];
      if (lines.length > 0) sections.push(section((group.name ?? '').trim() || categoryName, lines));
    }
  }
  return quoteDocumentSchema.parse({
    business,
    kind: quote.order_status ? 'Order' : 'Quote',
    number: `Q${quote.id}`,
    label: quote.label,
    revision: quote.revision,
    status: quote.order_status || quote.status || 'Draft',
    date: formatDisplayDate(quote.updated_at || quote.created_at),
    validTo: formatDisplayDate(quote.valid_to),
    ...parties,
    description: quote.client_label,
    sections,
    summary: priced.summaryLines,
    nextSteps: business.nextSteps,
  });
}
