import type { PricedLine } from '@portal/domain/pricing';
import { useRef } from 'react';
import type { GroupRows } from './layout.ts';
import { NO_LINES, sameLines } from './row-memo.ts';

const SECTIONS = ['products', 'decorations', 'attention', 'delivery', 'discounts'] as const;

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const sameGroupRows = (a: GroupRows, b: GroupRows) =>
  a.group === b.group && a.implicit === b.implicit && SECTIONS.every((s) => sameList(a[s], b[s]));

/**
 * Gives back last render's GroupRows for every group whose rows did not change, so a keystroke
 * in one group leaves the other groups' sections (and their headers) alone.
 */
export function useStableGroups(next: GroupRows[]): GroupRows[] {
  const previous = useRef(new Map<string, GroupRows>());
  const kept = next.map((rows) => {
    const before = previous.current.get(rows.group.id);
    return before && sameGroupRows(before, rows) ? before : rows;
  });
  previous.current = new Map(kept.map((rows) => [rows.group.id, rows]));
  return kept;
}

/** Whether any row of a group got other figures from the engine. */
export const sameRowLines = (
  rows: GroupRows,
  before: Map<string, PricedLine[]>,
  after: Map<string, PricedLine[]>,
): boolean =>
  SECTIONS.every((s) =>
    (rows[s] as readonly { id: string }[]).every((row) =>
      sameLines(before.get(row.id) ?? NO_LINES, after.get(row.id) ?? NO_LINES),
    ),
  );
