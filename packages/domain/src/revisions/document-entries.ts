import type { CustomerGroup, CustomerRow } from '../quote-document/line-text.ts';
import { decorationPartText, groupPartText, rowText, words } from '../quote-document/line-text.ts';
import type { SizedQuantity } from '../quote-document/product-lines.ts';
import type { RevisionSnapshot } from './snapshot.ts';

type PricedLine = RevisionSnapshot['priced']['lines'][number];

/**
 * One line of a revision as the customer's document shows it, with what a comparison needs:
 * a key that names the same line in both revisions (a row's or priced line's id; for a product,
 * its section, code and description, since the editor keeps one row per colour and size), and
 * the facts that are compared.
 */
export type DocumentEntry = {
  key: string;
  section: string;
  description: string;
  /** Worded facts compared one by one (position, process, artwork, address…). */
  facts: Record<string, string>;
  /** Detail lines as the document prints them. */
  notes: string[];
  qty: number;
  /** Null where a product's sizes cost differently. */
  unitPrice: number | null;
  amount: number;
  /** A product's colour × size quantities, one entry per row. */
  sized?: SizedQuantity[];
};

const positionOf = (row: Extract<CustomerRow, { type: 'decoration' }>) =>
  row.position === 'Other' ? words(row.other_label) || 'Other' : words(row.position);

/** The facts of a row a customer would want to see compared, by its type. */
const factsOf = (row: CustomerRow): Record<string, string> => {
  switch (row.type) {
    case 'decoration':
      return {
        Position: positionOf(row),
        Process: words(row.code),
        Artwork: words(row.logo_name),
        Description: words(row.description),
      };
    case 'delivery':
      return {
        Address: words(row.delivery_address),
        Attention: words(row.delivery_attn),
        Courier: words(row.courier),
      };
    default:
      return {};
  }
};

const priced = (line: PricedLine) => ({ qty: line.qty, unitPrice: line.unitPrice, amount: line.amount });

/**
 * A group's own line by the fee's id where it has one, so removing one fee does not read as
 * changing the next; tasks and the group discount have no id and go by their place.
 */
const groupLineKey = (group: CustomerGroup, line: PricedLine): string => {
  const [, part, index] = line.id.split(':');
  const fees = group.group_options.customfees;
  const feeId = part === 'fee' ? fees[Number(index)]?.id : undefined;
  const unique = feeId && fees.filter((fee) => fee.id === feeId).length === 1;
  return unique ? `${group.id}:fee:${feeId}` : line.id;
};

/** The lines the document shows, as buildQuoteDocument picks them: visible, and not empty. */
const shownLines = (lines: readonly PricedLine[]) =>
  lines.filter((l) => l.visibleToCustomer && l.part !== 'attention' && !(l.qty === 0 && l.amount === 0));

/** Every line of a revision's document, in its order: each section's rows, then its group's own lines. */
export function documentEntries(snapshot: RevisionSnapshot): DocumentEntry[] {
  const byRow = new Map<string, PricedLine[]>();
  const byGroup = new Map<string, PricedLine[]>();
  for (const line of shownLines(snapshot.priced.lines)) {
    const into = line.rowId === undefined ? byGroup : byRow;
    const key = line.rowId ?? line.groupId;
    const list = into.get(key);
    if (list) list.push(line);
    else into.set(key, [line]);
  }
  const entries: DocumentEntry[] = [];
  snapshot.quote.content.categories.forEach((category, index) => {
    const categoryName = words(category.category_info.name) || 'Items';
    const groups = new Map<string, CustomerGroup>(category.groups.map((g) => [g.id, g]));
    const sectionOf = (row: CustomerRow) => {
      const group = groups.get(row.group_id ?? '');
      return group
        ? { id: group.id, name: words(group.name) || categoryName }
        : { id: `c${index}`, name: categoryName };
    };
    const products = new Map<string, DocumentEntry>();
    for (const row of category.items) {
      const section = sectionOf(row);
      for (const line of byRow.get(row.id) ?? []) {
        if (row.type === 'product') {
          const key = `product:${section.id}:${words(row.code, row.description)}`;
          const same = products.get(key);
          const sized = { colour: row.colour, size: row.size, qty: line.qty };
          if (same) {
            same.qty += line.qty;
            same.amount += line.amount;
            if (same.unitPrice !== line.unitPrice) same.unitPrice = null;
            same.sized?.push(sized);
            const note = words(row.note);
            if (note && !same.notes.includes(note)) same.notes.push(note);
            continue;
          }
          const entry: DocumentEntry = {
            key,
            section: section.name,
            description: rowText(row).description,
            facts: factsOf(row),
            notes: [words(row.note)].filter(Boolean),
            ...priced(line),
            sized: [sized],
          };
          products.set(key, entry);
          entries.push(entry);
          continue;
        }
        if (row.type === 'decoration' && line.part !== 'decoration') {
          const index = Number(line.id.split(':')[2] ?? 0);
          const description = decorationPartText(row, line.part, index);
          entries.push({
            key: line.id,
            section: section.name,
            description,
            facts: {},
            notes: [],
            ...priced(line),
          });
          continue;
        }
        const text = rowText(row);
        entries.push({
          key: line.id,
          section: section.name,
          description: text.description,
          facts: factsOf(row),
          notes: text.details,
          ...priced(line),
        });
      }
    }
    for (const group of category.groups)
      for (const line of byGroup.get(group.id) ?? [])
        entries.push({
          key: groupLineKey(group, line),
          section: words(group.name) || categoryName,
          description: groupPartText(group, line.id),
          facts: {},
          notes: [],
          ...priced(line),
        });
  });
  return uniqueKeys(entries);
}

/** Old documents may repeat an id; a repeat gets a suffix, so each line still has its own key. */
function uniqueKeys(entries: DocumentEntry[]): DocumentEntry[] {
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const times = seen.get(entry.key) ?? 0;
    seen.set(entry.key, times + 1);
    if (times > 0) entry.key = `${entry.key}#${times}`;
  }
  return entries;
}
