import { type ComponentType, lazy, memo, Suspense } from 'react';
import type { QuoteTableProps } from './table/contract.ts';

/**
 * The quote table is built in ./table (its own piece of work). Until QuoteTable.tsx exists this
 * renders nothing in its place; Vite's glob finds the file at build time once it is there.
 */
const found = import.meta.glob<{ QuoteTable: ComponentType<QuoteTableProps> }>('./table/QuoteTable.tsx');
const load = found['./table/QuoteTable.tsx'];
const LazyTable = load ? lazy(() => load().then((m) => ({ default: m.QuoteTable }))) : null;

export const TableSlot = memo(function TableSlot(props: QuoteTableProps) {
  if (!LazyTable) return null;
  return (
    <Suspense fallback={null}>
      <LazyTable {...props} />
    </Suspense>
  );
});
