import { Loader, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { SEARCH_MATCHES_SHOWN } from '@portal/domain/quote';
import { useDeferredValue, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { useHandoffs } from '../handoff/lists/index.ts';
import type { ListParams } from './api/listQuotes.ts';
import { idsInView, useQuoteWindows } from './api/listWindow.ts';
import type { ColumnSet } from './columns.ts';
import { QuoteRows } from './QuoteRows.tsx';
import type { SortState } from './SortHeader.tsx';

type Props = { params: ListParams; columns: ColumnSet; sort: SortState; onSort: (next: SortState) => void };

/** The whole list without paging: the table scrolls through every row, loading slices as they show. */
export function WindowedQuotes({ params, columns, sort, onSort }: Props) {
  const [visible, setVisible] = useState({ first: 0, last: 0 });
  const list = useQuoteWindows(params, visible);
  // The Jobs tab asks for the hand-offs of the slices in view, in one call.
  const handoffs = useHandoffs(columns.handoff ? idsInView(list, visible) : []);
  const noun = params.kind === 'orders' ? 'orders' : 'quotes';
  // The first rows are drawn in a background render that React splits into short slices, rather
  // than in one long task as the data arrives (the query's own update cannot be deferred).
  const drawn = useDeferredValue(!list.pending);
  if (list.failed) return <FormMessage error={MESSAGES.listFetchFailed} />;
  if (list.pending || !drawn) return <Loader role="status" aria-label={`Loading ${noun}`} />;
  const rows = (
    <QuoteRows
      count={list.total}
      rowAt={list.rowAt}
      onVisibleRange={setVisible}
      columns={columns}
      sort={sort}
      onSort={onSort}
      caption={noun}
      handoffs={columns.handoff ? handoffs : undefined}
    />
  );
  if (!list.more) return rows;
  // A common word: the first matches in the order chosen, and a word on how to find the rest.
  const shown = SEARCH_MATCHES_SHOWN.toLocaleString('en-AU');
  return (
    <>
      <Text size="sm" role="status" mb="xs">
        More than {shown} {noun} match this search. The first {shown} are shown: add words to narrow it.
      </Text>
      {rows}
    </>
  );
}
