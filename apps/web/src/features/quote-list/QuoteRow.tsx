import { Table } from '@mantine/core';
import type { OrderHandoffAnswer } from '@portal/domain/handoff';
import type { QuoteListRow } from '@portal/domain/quote';
import { forwardRef, memo } from 'react';
import type { ColumnSet } from './columns.ts';
import { quoteFields } from './quote-fields.tsx';

type Props = {
  row: QuoteListRow;
  columns: ColumnSet;
  rowIndex: number;
  dataIndex: number;
  /** The order's job and invoice, once read (the Jobs tab). */
  handoff?: OrderHandoffAnswer | undefined;
};

/**
 * One quote or order of the list as a table row (accounts spec 2.8 columns, in the spec's order).
 * Memoised: the list draws again when the rows in view are measured or scrolled, and a row whose
 * quote is unchanged need not.
 */
export const QuoteRow = memo(
  forwardRef<HTMLTableRowElement, Props>(function QuoteRow(
    { row, columns, rowIndex, dataIndex, handoff },
    ref,
  ) {
    return (
      <Table.Tr ref={ref} aria-rowindex={rowIndex} data-index={dataIndex}>
        {quoteFields(row, columns, handoff).map((field) => (
          <Table.Td key={field.key} miw={field.minWidth} ta={field.align}>
            {field.content}
          </Table.Td>
        ))}
      </Table.Tr>
    );
  }),
);
