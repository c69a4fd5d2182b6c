import { Table, UnstyledButton } from '@mantine/core';
import type { QuoteSortColumn } from '@portal/domain/quote';

export type SortState = { sort: QuoteSortColumn; dir: 'asc' | 'desc' };

/** A column header that sorts on the server; aria-sort tells screen readers the order. */
export function SortHeader({
  label,
  column,
  state,
  onSort,
}: {
  label: string;
  column: QuoteSortColumn;
  state: SortState;
  onSort: (next: SortState) => void;
}) {
  const active = state.sort === column;
  const ariaSort = active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  const arrow = active ? (state.dir === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={() => onSort({ sort: column, dir: active && state.dir === 'asc' ? 'desc' : 'asc' })}
      >
        {label}
        <span aria-hidden="true">{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
