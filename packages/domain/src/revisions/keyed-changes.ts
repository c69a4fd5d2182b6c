import { z } from 'zod';
import { differingKeys, sameValue } from './same-value.ts';

/**
 * Changes between two revisions of things that carry a stable id (rows, groups, priced lines),
 * held in numbered lists (a document's categories; the priced lines are one list). An item is
 * matched by its id wherever it sits, so a row moved to another category is changed, not removed
 * and added. Each change keeps the whole item before and after: the customer sees both, and the
 * newer revision is rebuilt from them exactly.
 */
export const keyedChangesSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    /** Items only the newer revision has; `list` is where they sit in it. */
    added: z.array(z.object({ list: z.number().int(), item })),
    /** Items only the older revision had; `list` is where they sat in it. */
    removed: z.array(z.object({ list: z.number().int(), item })),
    /** Items in both that differ, or moved to another list; `fields` names what differs. */
    changed: z.array(
      z.object({ list: z.number().int(), before: item, after: item, fields: z.array(z.string()) }),
    ),
    /** A list's ids in the newer order, only where they were rearranged (see naturalOrder). */
    order: z.array(z.object({ list: z.number().int(), ids: z.array(z.string()) })),
  });

export type KeyedChanges<T> = {
  added: { list: number; item: T }[];
  removed: { list: number; item: T }[];
  changed: { list: number; before: T; after: T; fields: string[] }[];
  order: { list: number; ids: string[] }[];
};

type Key<T> = (item: T) => string;

export const noKeyedChanges = <T>(changes: KeyedChanges<T>): boolean =>
  changes.added.length + changes.removed.length + changes.changed.length + changes.order.length === 0;

/**
 * The order a list would have without any rearranging: the older items that stay in it, as they
 * were, then the ones moved into it, then the added ones, each in the order of the changes. Both
 * sides compute it from the same facts, so the order is written out only when it differs.
 */
function naturalOrder<T>(
  olderLists: readonly (readonly T[])[],
  list: number,
  changes: Omit<KeyedChanges<T>, 'order'>,
  key: Key<T>,
  gone: ReadonlySet<string>,
  movedFrom: ReadonlyMap<string, number>,
): string[] {
  const ids: string[] = [];
  for (const item of olderLists[list] ?? []) {
    const id = key(item);
    if (!gone.has(id) && !movedFrom.has(id)) ids.push(id);
  }
  for (const change of changes.changed) {
    const id = key(change.after);
    if (change.list === list && movedFrom.has(id)) ids.push(id);
  }
  for (const added of changes.added) if (added.list === list) ids.push(key(added.item));
  return ids;
}

/** Ids that left their older list, with that list: a row changed into another category. */
const movedOut = <T>(
  olderPlace: ReadonlyMap<string, number>,
  changed: KeyedChanges<T>['changed'],
  key: Key<T>,
): Map<string, number> => {
  const moved = new Map<string, number>();
  for (const change of changed) {
    const id = key(change.after);
    const from = olderPlace.get(id);
    if (from !== undefined && from !== change.list) moved.set(id, from);
  }
  return moved;
};

const placeOf = <T>(lists: readonly (readonly T[])[], key: Key<T>) => {
  const place = new Map<string, { list: number; item: T }>();
  lists.forEach((items, list) => {
    for (const item of items) place.set(key(item), { list, item });
  });
  return place;
};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** What differs between two revisions' lists of keyed items. */
export function compareKeyed<T>(
  olderLists: readonly (readonly T[])[],
  newerLists: readonly (readonly T[])[],
  key: Key<T>,
): KeyedChanges<T> {
  const older = placeOf(olderLists, key);
  const newer = placeOf(newerLists, key);
  const removed: KeyedChanges<T>['removed'] = [];
  for (const [id, { list, item }] of older) if (!newer.has(id)) removed.push({ list, item });
  const added: KeyedChanges<T>['added'] = [];
  const changed: KeyedChanges<T>['changed'] = [];
  for (const [id, { list, item }] of newer) {
    const was = older.get(id);
    if (!was) added.push({ list, item });
    else if (was.list !== list || !sameValue(was.item, item))
      changed.push({
        list,
        before: was.item,
        after: item,
        fields: differingKeys(was.item as object, item as object),
      });
  }
  const gone = new Set(removed.map((r) => key(r.item)));
  const moved = movedOut(new Map([...older].map(([id, place]) => [id, place.list])), changed, key);
  const order: KeyedChanges<T>['order'] = [];
  newerLists.forEach((items, list) => {
    const ids = items.map(key);
    const natural = naturalOrder(olderLists, list, { added, removed, changed }, key, gone, moved);
    if (!sameIds(ids, natural)) order.push({ list, ids });
  });
  return { added, removed, changed, order };
}

/** The newer lists: the older ones with the changes made, `listCount` lists in all. */
export function applyKeyed<T>(
  olderLists: readonly (readonly T[])[],
  changes: KeyedChanges<T>,
  listCount: number,
  key: Key<T>,
): T[][] {
  if (noKeyedChanges(changes) && olderLists.length === listCount)
    return olderLists.map((items) => [...items]);
  const pool = new Map<string, T>();
  const olderPlace = new Map<string, number>();
  olderLists.forEach((items, list) => {
    for (const item of items) {
      pool.set(key(item), item);
      olderPlace.set(key(item), list);
    }
  });
  const gone = new Set(changes.removed.map((r) => key(r.item)));
  for (const id of gone) pool.delete(id);
  for (const change of changes.changed) pool.set(key(change.after), change.after);
  for (const { item } of changes.added) pool.set(key(item), item);
  const moved = movedOut(olderPlace, changes.changed, key);
  const rearranged = new Map(changes.order.map((o) => [o.list, o.ids]));
  return Array.from({ length: listCount }, (_, list) => {
    const ids = rearranged.get(list) ?? naturalOrder(olderLists, list, changes, key, gone, moved);
    return ids.map((id) => {
      const item = pool.get(id);
      if (item === undefined) throw new Error(`The changes name ${id}, which neither revision has.`);
      return item;
    });
  });
}
