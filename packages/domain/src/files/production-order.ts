/**
 * A production table's order after one row is dragged onto another's place (accounts spec 2.6):
 * every row's new `sort_order` is its index, and only rows whose order changed are returned, so
 * the client sends one edit per moved row and the server keeps the dragged order.
 */
export type SortedRow = { id: number; sort_order: number };

export function reorderedRows(rows: readonly SortedRow[], movedId: number, overId: number): SortedRow[] {
  const from = rows.findIndex((row) => row.id === movedId);
  const to = rows.findIndex((row) => row.id === overId);
  if (from < 0 || to < 0 || from === to) return [];
  const ids = rows.map((row) => row.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved as number);
  return ids
    .map((id, index) => ({ id, sort_order: index }))
    .filter(({ id, sort_order }) => rows.find((row) => row.id === id)?.sort_order !== sort_order);
}
