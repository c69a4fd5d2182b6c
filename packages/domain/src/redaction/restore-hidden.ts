import type { QuoteContent } from '../quote/schema/content.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import type { Group } from '../quote/schema/groups.ts';
import type { QuoteRow } from '../quote/schema/rows.ts';
import { redactContentForCustomer } from './redaction.ts';

type Loose = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A stored row with the customer's changes laid over it. A field the customer was not shown
 * (absent from the redacted view) keeps its stored value; a field shown in a reduced form (a
 * filtered list, a map without its false entries) and sent back as shown keeps its stored value
 * too. Anything the customer really changed stays changed, for customerEditRefusal to judge.
 * Stored key order is kept, so an untouched row reads exactly as stored.
 */
const mergeRow = (stored: Loose, shown: Loose | undefined, submitted: Loose): Loose => {
  const merged: Loose = { ...stored, ...submitted };
  for (const key of Object.keys(stored)) {
    const hidden = !shown || !(key in shown);
    if (hidden ? submitted[key] === undefined : same(shown[key], submitted[key])) merged[key] = stored[key];
  }
  return merged;
};

const catalogueKeysOf = (content: QuoteContent): Set<string> =>
  new Set(
    content.categories.flatMap((c) =>
      c.items.flatMap((r) => (r.type === 'product' && r.catalogue ? [r.catalogue.toUpperCase()] : [])),
    ),
  );

/**
 * Group options are staff's (quote spec 6): a group the customer kept keeps them as stored,
 * except catalogue fees whose catalogue has no product left (quote spec 4, removing a product).
 */
const mergeGroup = (stored: Group, submitted: Group, catalogues: Set<string>): Group => ({
  ...stored,
  ...submitted,
  group_options: {
    ...stored.group_options,
    customfees: stored.group_options.customfees.filter(
      (f) => !f.catalogue || catalogues.has(f.catalogue.toUpperCase()),
    ),
  },
});

/**
 * A customer edits the redacted view of a quote (no costs, supplier, staff notes, unchecked
 * staff lines). Before the server judges and stores the customer's document, this puts back
 * everything the customer was not shown, so saving the view unchanged changes nothing and a
 * real change keeps the staff's figures around it. Hidden rows return at their stored place;
 * an attention row whose product the customer removed goes with it.
 */
export function restoreHiddenForCustomer(stored: QuoteContent, submitted: QuoteContent): QuoteContent {
  const shown = quoteContentSchema.parse(redactContentForCustomer(stored));
  const catalogues = catalogueKeysOf(submitted);
  return {
    categories: submitted.categories.map((category, index) => {
      const storedCategory = stored.categories[index];
      if (!storedCategory) return category;
      const storedRows = new Map(storedCategory.items.map((r) => [r.id, r]));
      const shownRows = new Map((shown.categories[index]?.items ?? []).map((r) => [r.id, r]));
      const submittedIds = new Set(category.items.map((r) => r.id));
      const productIds = new Set(category.items.filter((r) => r.type === 'product').map((r) => r.id));

      const items: QuoteRow[] = category.items.map((row) => {
        const old = storedRows.get(row.id);
        if (!old || old.type !== row.type) return row;
        return mergeRow(old as Loose, shownRows.get(row.id) as Loose | undefined, row as Loose) as QuoteRow;
      });
      // Rows the customer never saw return after the row that preceded them when stored.
      storedCategory.items.forEach((row, at) => {
        if (shownRows.has(row.id) || submittedIds.has(row.id)) return;
        if (row.type === 'attention' && row.product_id && !productIds.has(row.product_id)) return;
        const before = storedCategory.items
          .slice(0, at)
          .reverse()
          .find((r) => items.some((i) => i.id === r.id));
        const place = before ? items.findIndex((i) => i.id === before.id) + 1 : 0;
        items.splice(place, 0, row);
      });

      const storedGroups = new Map(storedCategory.groups.map((g) => [g.id, g]));
      const groups = category.groups.map((g) => {
        const old = storedGroups.get(g.id);
        return old ? mergeGroup(old, g, catalogues) : g;
      });
      return { ...storedCategory, ...category, items, groups };
    }),
  };
}
