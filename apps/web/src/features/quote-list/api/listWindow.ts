import { MAX_HANDOFF_IDS } from '@portal/domain/handoff';
import type { QuoteListRow } from '@portal/domain/quote';
import { quoteWindowAnswer } from '@portal/domain/quote';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { type ListParams, listSearch, quoteListKey } from './listQuotes.ts';

/** Rows per call: a screenful and some scrolling ahead, quick for the server to answer. */
export const WINDOW_ROWS = 100;

/** GET /quotes/index/window or /quotes/orders/window: one slice of the searched, sorted list. */
export const fetchQuoteWindow = (params: ListParams, block: number, signal?: AbortSignal) => {
  const base = listSearch(params);
  const slice = `offset=${block * WINDOW_ROWS}&limit=${WINDOW_ROWS}`;
  return call(
    quoteWindowAnswer,
    'GET',
    `/quotes/${params.kind === 'orders' ? 'orders' : 'index'}/window${base ? `${base}&` : '?'}${slice}`,
    { signal },
  );
};

const windowKey = (params: ListParams, block: number) => [...quoteListKey(params), 'window', block];

/**
 * The list as the table scrolls: the first slice says how many rows there are; the slices
 * under the visible rows load as they come into view. Keys start with 'quote-list', so a flag
 * change refreshes what is on screen.
 */
export function useQuoteWindows(params: ListParams, visible: { first: number; last: number }) {
  const first = useQuery({
    queryKey: windowKey(params, 0),
    queryFn: ({ signal }) => fetchQuoteWindow(params, 0, signal),
    // The previous search's rows stay until the new ones arrive, so the table does not flash.
    placeholderData: keepPreviousData,
    retry: false,
  });
  const total = first.data?.total ?? 0;
  const blocks: number[] = [];
  for (let b = Math.max(1, Math.floor(visible.first / WINDOW_ROWS)); b * WINDOW_ROWS < total; b += 1) {
    if (b > Math.floor(visible.last / WINDOW_ROWS)) break;
    blocks.push(b);
  }
  const others = useQueries({
    queries: blocks.map((block) => ({
      queryKey: windowKey(params, block),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchQuoteWindow(params, block, signal),
      staleTime: 30_000,
      retry: false,
    })),
  });
  const byBlock = new Map<number, QuoteListRow[] | undefined>([[0, first.data?.rows]]);
  blocks.forEach((block, i) => {
    byBlock.set(block, others[i]?.data?.rows);
  });
  return {
    total,
    /** A search matched more rows than the list shows (SEARCH_MATCHES_SHOWN). */
    more: first.data?.more ?? false,
    pending: first.isPending,
    failed: first.isError || others.some((q) => q.isError),
    fetching: first.isFetching || others.some((q) => q.isFetching),
    rowAt: (index: number) => byBlock.get(Math.floor(index / WINDOW_ROWS))?.[index % WINDOW_ROWS],
  };
}

/**
 * The ids of the loaded rows in the slices under the visible rows: whole slices, so scrolling
 * within one asks nothing new, and at most two of them (the server's limit of ids a call).
 */
export function idsInView(
  list: { total: number; rowAt: (index: number) => QuoteListRow | undefined },
  visible: { first: number; last: number },
): number[] {
  const start = Math.floor(visible.first / WINDOW_ROWS) * WINDOW_ROWS;
  const end = Math.min(list.total, (Math.floor(visible.last / WINDOW_ROWS) + 1) * WINDOW_ROWS);
  const ids: number[] = [];
  for (let index = start; index < end && ids.length < MAX_HANDOFF_IDS; index += 1) {
    const row = list.rowAt(index);
    if (row) ids.push(row.id);
  }
  return ids;
}
