import { Group, Loader, NativeSelect, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@portal/domain/messages';
import type { QuoteListRow, QuoteSortColumn } from '@portal/domain/quote';
import { type ReactNode, useMemo, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { type ListKind, type ListParams, useQuoteList } from './api/listQuotes.ts';
import type { ColumnSet } from './columns.ts';
import type { SortState } from './SortHeader.tsx';
import { WindowedQuotes } from './WindowedQuotes.tsx';

export type QuoteTableProps = {
  /** One client's quotes (the hub tabs, /admin/requests?userid=); every visible quote when absent. */
  userid?: number;
  kind: ListKind;
  admin: boolean;
  /** Staff's Jobs tab: adds each order's Job and Invoice columns. */
  handoff?: boolean;
  /** Lets a page show the rows its own way (the customer's grouping); the table by default. */
  children?: (rows: QuoteListRow[], columns: ColumnSet, sort: SortControls) => ReactNode;
};

export type SortControls = { state: SortState; onSort: (next: SortState) => void };

const SORT_OPTIONS: { value: QuoteSortColumn; label: string }[] = [
  { value: 'id', label: 'No.' },
  { value: 'name', label: 'Name' },
  { value: 'company', label: 'Company' },
  { value: 'status', label: 'Status' },
  { value: 'updated_at', label: 'Last updated' },
  { value: 'valid_to', label: 'Valid Until' },
  { value: 'price', label: 'Total' },
];

const DIRECTION_OPTIONS = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

/** Waits this long after the last key before asking the server, so typing stays smooth. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The quote or order list of accounts spec 2.8: 'Search Quote', the Quotes and Archive tabs and
 * the columns. The server searches and sorts; the rows are virtualised, so there is no paging.
 */
export function QuoteTable({ userid, kind, admin, handoff = false, children }: QuoteTableProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [tab, setTab] = useState<'quotes' | 'archive'>('quotes');
  const [sort, setSort] = useState<SortState>({ sort: 'id', dir: 'desc' });
  const params: ListParams = { kind, userid, q, sort: sort.sort, dir: sort.dir, archive: tab === 'archive' };
  // Kept from render to render, so rows and cards (memoised) are not drawn again for nothing.
  const columns = useMemo<ColumnSet>(
    () => ({ kind, admin, company: admin && !userid, handoff: admin && handoff }),
    [kind, admin, userid, handoff],
  );
  const controls: SortControls = { state: sort, onSort: setSort };

  return (
    <div>
      <Group align="flex-end" gap="md" mb="sm" wrap="wrap">
        <TextInput
          label="Search Quote"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={320}
        />
        {/* The browser's own select: a phone opens its own picker, and the list's first draw
            does not build and place two dropdowns nobody has opened. */}
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort.sort}
          onChange={(event) => {
            const chosen = SORT_OPTIONS.find((option) => option.value === event.currentTarget.value);
            if (chosen) setSort({ sort: chosen.value, dir: sort.dir });
          }}
          w={180}
        />
        <NativeSelect
          label="Direction"
          data={DIRECTION_OPTIONS}
          value={sort.dir}
          onChange={(event) =>
            setSort({ sort: sort.sort, dir: event.currentTarget.value === 'asc' ? 'asc' : 'desc' })
          }
          w={150}
        />
      </Group>
      <Tabs value={tab} onChange={(value) => setTab(value === 'archive' ? 'archive' : 'quotes')}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="quotes">{kind === 'orders' ? 'Orders' : 'Quotes'}</Tabs.Tab>
          <Tabs.Tab value="archive">Archive</Tabs.Tab>
        </Tabs.List>
        {(['quotes', 'archive'] as const).map((value) => (
          <Tabs.Panel key={value} value={value}>
            {/* Only the open tab's list is mounted; it follows the tab through `params`. */}
            {value !== tab ? null : children ? (
              <WholeList params={params} columns={columns} sort={controls}>
                {children}
              </WholeList>
            ) : (
              <WindowedQuotes params={params} columns={columns} sort={sort} onSort={setSort} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}

/** For pages that arrange the rows themselves (the customer's groups): every row in one call. */
function WholeList({
  params,
  columns,
  sort,
  children,
}: {
  params: ListParams;
  columns: ColumnSet;
  sort: SortControls;
  children: NonNullable<QuoteTableProps['children']>;
}) {
  const list = useQuoteList(params);
  if (list.isError) return <FormMessage error={MESSAGES.listFetchFailed} />;
  if (list.isPending) return <Loader role="status" aria-label="Loading quotes" />;
  return <>{children(list.data, columns, sort)}</>;
}
