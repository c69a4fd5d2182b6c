import { z } from 'zod';
import { sizeGridOf, sortSizes } from '../quote-document/product-lines.ts';
import type { SizeGrid } from '../quote-document/schema.ts';
import { type DocumentEntry, documentEntries } from './document-entries.ts';
import type { RevisionSnapshot } from './snapshot.ts';

const cents = z.number().int();
const beforeAfter = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value });

/** One cell of a product's colour × size grid: how many before and after; null where not ordered. */
const quantityCell = beforeAfter(z.number().nullable());

export const LINE_CHANGE_KINDS = ['added', 'removed', 'changed', 'unchanged'] as const;
export type LineChangeKind = (typeof LINE_CHANGE_KINDS)[number];

/**
 * One line of the customer's document compared between two revisions: the newer revision's
 * lines in order, each removed one where it was. A side a line does not have is null.
 */
export const comparedLineSchema = z.object({
  key: z.string(),
  /** Its place in the whole document with the changes marked (removed lines included), from 0. */
  at: z.number().int().min(0),
  kind: z.enum(LINE_CHANGE_KINDS),
  section: z.string(),
  description: z.string(),
  /** The line's detail lines as the newer revision prints them (the older, for a removed line). */
  notes: z.array(z.string()),
  /** Worded facts that differ: position, process, artwork, address, note… */
  facts: z.array(z.object({ label: z.string(), before: z.string(), after: z.string() })),
  /** A product's quantities by colour (rows) and size (columns), old and new. */
  grid: z
    .object({
      sizes: z.array(z.string()),
      rows: z.array(z.object({ colour: z.string(), cells: z.array(quantityCell) })),
    })
    .optional(),
  qty: beforeAfter(z.number().nullable()),
  /** Null where the line is not on that side, or a product's sizes cost differently. */
  unitPrice: beforeAfter(cents.nullable()),
  amount: beforeAfter(cents.nullable()),
});
export type ComparedLine = z.infer<typeof comparedLineSchema>;
type Grid = NonNullable<ComparedLine['grid']>;

const factsOf = (entry: DocumentEntry | undefined): Record<string, string> =>
  !entry ? {} : entry.sized ? { Note: entry.notes.join('; ') } : entry.facts;

/** The two grids laid over one another: every colour and size either side ordered. */
function gridOf(before: SizeGrid | undefined, after: SizeGrid | undefined): Grid | undefined {
  if (!before && !after) return undefined;
  const sizes = sortSizes([...new Set([...(before?.sizes ?? []), ...(after?.sizes ?? [])])]);
  const colours = [...new Set([...(after?.rows ?? []), ...(before?.rows ?? [])].map((r) => r.colour))];
  const cell = (grid: SizeGrid | undefined, colour: string, size: string) => {
    const row = grid?.rows.find((r) => r.colour === colour);
    const index = grid?.sizes.indexOf(size) ?? -1;
    return (index >= 0 ? row?.quantities[index] : null) ?? null;
  };
  return {
    sizes,
    rows: colours.map((colour) => ({
      colour,
      cells: sizes.map((size) => ({ before: cell(before, colour, size), after: cell(after, colour, size) })),
    })),
  };
}

/** The facts whose words differ; a line added or removed has none to compare. */
function differingFacts(was: Record<string, string>, is: Record<string, string>): ComparedLine['facts'] {
  const facts: ComparedLine['facts'] = [];
  for (const label in is)
    if ((was[label] ?? '') !== is[label])
      facts.push({ label, before: was[label] ?? '', after: is[label] ?? '' });
  for (const label in was)
    if (!(label in is) && was[label]) facts.push({ label, before: was[label] ?? '', after: '' });
  return facts;
}

function comparedLine(before: DocumentEntry | undefined, after: DocumentEntry | undefined): ComparedLine {
  const shown = (after ?? before) as DocumentEntry;
  const facts = before && after ? differingFacts(factsOf(before), factsOf(after)) : [];
  const grid = shown.sized
    ? gridOf(before?.sized && sizeGridOf(before.sized), after?.sized && sizeGridOf(after.sized))
    : undefined;
  const qty = { before: before?.qty ?? null, after: after?.qty ?? null };
  const unitPrice = { before: before?.unitPrice ?? null, after: after?.unitPrice ?? null };
  const amount = { before: before?.amount ?? null, after: after?.amount ?? null };
  const kind: LineChangeKind = !before
    ? 'added'
    : !after
      ? 'removed'
      : before.description !== after.description ||
          facts.length > 0 ||
          qty.before !== qty.after ||
          unitPrice.before !== unitPrice.after ||
          amount.before !== amount.after ||
          (grid?.rows.some((r) => r.cells.some((c) => c.before !== c.after)) ?? false)
        ? 'changed'
        : 'unchanged';
  const line: ComparedLine = {
    key: shown.key,
    at: 0,
    kind,
    section: shown.section,
    description: shown.description,
    notes: shown.notes,
    facts,
    qty,
    unitPrice,
    amount,
  };
  if (grid) line.grid = grid;
  return line;
}

/**
 * Both revisions' documents side by side, line by line: the newer's lines in order, with each
 * line the older did not have marked added, and each it had and the newer has not placed after
 * the line it followed. Every line, the unchanged ones too, each with its place.
 */
export function compareDocuments(older: RevisionSnapshot, newer: RevisionSnapshot): ComparedLine[] {
  const was = documentEntries(older);
  const wasByKey = new Map<string, DocumentEntry>();
  for (const entry of was) wasByKey.set(entry.key, entry);
  const position = new Map<string, number>();
  const lines = documentEntries(newer).map((entry, index) => {
    position.set(entry.key, index);
    return comparedLine(wasByKey.get(entry.key), entry);
  });
  const out: ComparedLine[] = [];
  const removedAfter = new Map<number, ComparedLine[]>();
  let at = 0;
  for (const entry of was) {
    const found = position.get(entry.key);
    if (found !== undefined) {
      at = found + 1;
      continue;
    }
    const removed = comparedLine(entry, undefined);
    const before = removedAfter.get(at);
    if (before) before.push(removed);
    else removedAfter.set(at, [removed]);
  }
  for (let i = 0; i <= lines.length; i += 1) {
    out.push(...(removedAfter.get(i) ?? []));
    const line = lines[i];
    if (line) out.push(line);
  }
  for (const [at, line] of out.entries()) line.at = at;
  return out;
}

/** The lines that differ, each with its place in the whole document: what a comparison carries. */
export const changedLinesOf = (lines: readonly ComparedLine[]): ComparedLine[] =>
  lines.filter((line) => line.kind !== 'unchanged');

/**
 * The whole document with the changes marked, from the lines that differ and the newer revision
 * alone: every place no changed line holds is the newer document's next line that no changed
 * line names, compared with itself, so it reads exactly as compareDocuments would give it.
 */
export function wholeDocumentLines(
  changed: readonly ComparedLine[],
  newer: RevisionSnapshot,
): ComparedLine[] {
  const named = new Set(changed.filter((line) => line.kind !== 'removed').map((line) => line.key));
  const unchanged = documentEntries(newer).filter((entry) => !named.has(entry.key));
  const placed = new Map(changed.map((line) => [line.at, line]));
  const out: ComparedLine[] = [];
  let next = 0;
  for (let at = 0; at < unchanged.length + changed.length; at += 1) {
    const line = placed.get(at);
    if (line) out.push(line);
    else {
      const entry = unchanged[next++] as DocumentEntry;
      out.push({ ...comparedLine(entry, entry), at });
    }
  }
  return out;
}
