import type { RevisionChanges } from './changes-schema.ts';
import { changedLinesOf, compareDocuments } from './compared-lines.ts';
import { applyFieldChanges, fieldChanges } from './field-changes.ts';
import { applyKeyed, compareKeyed, noKeyedChanges } from './keyed-changes.ts';
import type { RevisionSnapshot } from './snapshot.ts';

type Content = RevisionSnapshot['quote']['content'];
type Category = Content['categories'][number];

const byId = (thing: { id: string }) => thing.id;
const recordOf = ({ content: _content, ...record }: RevisionSnapshot['quote']) => record;
const totalsOf = (snapshot: RevisionSnapshot) => ({
  exGst: snapshot.priced.summary.totalExGst,
  incGst: snapshot.priced.summary.total,
});
const categoryInfo = (categories: readonly Category[], index: number) =>
  categories[index]?.category_info ?? {};

/**
 * What changed from one revision a customer was sent to the next, by stable ids: rows and groups
 * by their ids, priced lines by line id, record and summary fields by name.
 */
export function compareRevisions(older: RevisionSnapshot, newer: RevisionSnapshot): RevisionChanges {
  const was = older.quote.content.categories;
  const is = newer.quote.content.categories;
  const info = is
    .map((_, list) => ({ list, changes: fieldChanges(categoryInfo(was, list), categoryInfo(is, list)) }))
    .filter((c) => c.changes.length > 0);
  const summaryLinesDiffer = fieldChanges(
    { lines: older.priced.summaryLines },
    { lines: newer.priced.summaryLines },
  ).length;
  return {
    record: fieldChanges(recordOf(older.quote), recordOf(newer.quote)),
    categories: {
      ...(was.length === is.length ? {} : { count: { before: was.length, after: is.length } }),
      info,
    },
    rows: compareKeyed(
      was.map((c) => c.items),
      is.map((c) => c.items),
      byId,
    ),
    groups: compareKeyed(
      was.map((c) => c.groups),
      is.map((c) => c.groups),
      byId,
    ),
    priced: {
      lines: compareKeyed([older.priced.lines], [newer.priced.lines], byId),
      summary: fieldChanges(older.priced.summary, newer.priced.summary),
      ...(summaryLinesDiffer
        ? { summaryLines: { before: older.priced.summaryLines, after: newer.priced.summaryLines } }
        : {}),
      groups: fieldChanges(older.priced.groups, newer.priced.groups),
    },
    lines: changedLinesOf(compareDocuments(older, newer)),
    totals: { before: totalsOf(older), after: totalsOf(newer) },
  };
}

/** Whether anything a customer is shown differs; the compared lines and totals are for showing it. */
export const hasChanges = (changes: RevisionChanges): boolean =>
  changes.record.length > 0 ||
  changes.categories.count !== undefined ||
  changes.categories.info.length > 0 ||
  !noKeyedChanges(changes.rows) ||
  !noKeyedChanges(changes.groups) ||
  !noKeyedChanges(changes.priced.lines) ||
  changes.priced.summary.length > 0 ||
  changes.priced.summaryLines !== undefined ||
  changes.priced.groups.length > 0;

/** The newer revision, rebuilt from the older and what changed: compareRevisions undone. */
export function applyRevisionChanges(older: RevisionSnapshot, changes: RevisionChanges): RevisionSnapshot {
  const was = older.quote.content.categories;
  const count = changes.categories.count?.after ?? was.length;
  const items = applyKeyed(
    was.map((c) => c.items),
    changes.rows,
    count,
    byId,
  );
  const groups = applyKeyed(
    was.map((c) => c.groups),
    changes.groups,
    count,
    byId,
  );
  const infoChanges = new Map(changes.categories.info.map((c) => [c.list, c.changes]));
  const categories = Array.from({ length: count }, (_, list) => ({
    category_info: applyFieldChanges(categoryInfo(was, list), infoChanges.get(list) ?? []),
    items: items[list] ?? [],
    groups: groups[list] ?? [],
  }));
  const [lines = []] = applyKeyed([older.priced.lines], changes.priced.lines, 1, byId);
  return {
    quote: { ...applyFieldChanges(recordOf(older.quote), changes.record), content: { categories } },
    priced: {
      lines,
      summary: applyFieldChanges(older.priced.summary, changes.priced.summary),
      summaryLines: changes.priced.summaryLines?.after ?? older.priced.summaryLines,
      groups: applyFieldChanges(older.priced.groups, changes.priced.groups),
    },
  };
}
