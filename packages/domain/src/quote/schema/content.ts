import { z } from 'zod';
import { list, text } from './fields.ts';
import { group } from './groups.ts';
import { quoteRow } from './rows.ts';

export const categoryInfo = z
  .object({ name: text(500), description: text(5000) })
  .catchall(z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]));

export const category = z.object({
  category_info: z.preprocess((v) => v ?? {}, categoryInfo),
  items: list(quoteRow, 5000),
  groups: list(group, 200),
});
export type Category = z.infer<typeof category>;

/**
 * The stored document arrives in several shapes: JSON text (multipart forms), a list of
 * categories, an object keyed by category index (accounts spec 3: "JSON text keyed by
 * category"), or our own { categories }. All become { categories: [...] }.
 */
const normaliseShape = (value: unknown): unknown => {
  let v = value;
  if (typeof v === 'string' && v.trim() !== '') {
    try {
      v = JSON.parse(v);
    } catch {
      return v;
    }
  }
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return { categories: [] };
  if (Array.isArray(v)) return { categories: v };
  if (typeof v === 'object' && !('categories' in v)) {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.every(([key]) => /^\d+$/.test(key)))
      return { categories: entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, c]) => c) };
  }
  return v;
};

/**
 * Rows and groups without an id, or with an id used twice, get a fresh one, so operations can
 * address each of them. Ids come from a counter, not randomness, so parsing stays repeatable.
 */
const fillMissingIds = (content: { categories: Category[] }): QuoteContent => {
  const taken = new Set<string>();
  for (const c of content.categories) {
    for (const row of c.items) taken.add(row.id);
    for (const g of c.groups) taken.add(g.id);
  }
  const used = new Set<string>();
  const fresh = (prefix: string) => {
    let n = 1;
    while (taken.has(`${prefix}${n}`)) n += 1;
    taken.add(`${prefix}${n}`);
    return `${prefix}${n}`;
  };
  const unique = <T extends { id: string }>(thing: T, prefix: string): T => {
    const id = thing.id && !used.has(thing.id) ? thing.id : fresh(prefix);
    used.add(id);
    return id === thing.id ? thing : { ...thing, id };
  };
  return {
    categories: content.categories.map((c) => ({
      ...c,
      groups: c.groups.map((g) => unique(g, 'g')),
      items: c.items.map((row) => unique(row, 'r')),
    })),
  };
};

export const quoteContentSchema = z.preprocess(
  normaliseShape,
  z.object({ categories: list(category, 20) }).transform(fillMissingIds),
);
export type QuoteContent = { categories: Category[] };

export const emptyContent = (): QuoteContent => ({
  categories: [{ category_info: {}, items: [], groups: [] }],
});
