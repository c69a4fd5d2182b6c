import { Stack, Text, Title } from '@mantine/core';
import type { QuoteListRow } from '@portal/domain/quote';
import type { ColumnSet } from './columns.ts';
import { STATUS_GROUPS, statusGroup } from './group-by-status.ts';
import { QuoteRows } from './QuoteRows.tsx';
import type { SortControls } from './QuoteTable.tsx';

/** The customer's list in the groups of accounts spec 2.8; each keeps the server's order. */
export function GroupedQuotes({
  rows,
  columns,
  sort,
}: {
  rows: QuoteListRow[];
  columns: ColumnSet;
  sort: SortControls;
}) {
  const groups = STATUS_GROUPS.map((group) => ({
    group,
    rows: rows.filter((row) => statusGroup(row.status) === group),
  })).filter(({ group, rows }) => group !== 'Other' || rows.length > 0);
  return (
    <Stack gap="xl">
      {groups.map(({ group, rows }) => (
        <section key={group} aria-labelledby={`quote-group-${group}`}>
          <Title order={2} size="h3" id={`quote-group-${group}`} mb="xs">
            {group} ({rows.length})
          </Title>
          {rows.length === 0 ? (
            <Text c="dimmed">No {group.toLowerCase()} quotes.</Text>
          ) : (
            <QuoteRows
              count={rows.length}
              rowAt={(index) => rows[index]}
              columns={columns}
              sort={sort.state}
              onSort={sort.onSort}
              caption={`${group.toLowerCase()} quotes`}
              maxHeight="60vh"
            />
          )}
        </section>
      ))}
    </Stack>
  );
}
