import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { QuoteRow } from '@portal/domain/quote';
import { type ReactNode, useMemo } from 'react';
import { SectionTable } from './SectionTable.tsx';

/** Keeps a section's sortable id list the same object while its ids are the same, so typing does not re-render every sortable row. */
const useIds = (rows: readonly QuoteRow[]) => {
  const key = rows.map((r) => r.id).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined ids are the identity on purpose.
  return useMemo(() => rows.map((r) => r.id), [key]);
};

/**
 * A section of rows staff may drag to reorder (products, decorations, attention, delivery and
 * discount lines): the captioned table around a sortable list of its rows, one per row.
 */
export function SortableSection<R extends QuoteRow>({
  caption,
  columns,
  rows,
  keepLeadInView,
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  rows: readonly R[];
  /** See SectionTable. */
  keepLeadInView?: boolean;
  /** Renders one row, keyed by its id. */
  children: (row: R) => ReactNode;
}) {
  const ids = useIds(rows);
  return (
    <SectionTable caption={caption} columns={columns} keepLeadInView={keepLeadInView}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {rows.map(children)}
      </SortableContext>
    </SectionTable>
  );
}
