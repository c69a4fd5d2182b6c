import { VisuallyHidden } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import classes from './table.module.css';

/** One section of a group (Products, Brand Management...): a captioned table with its column headers. */
export function SectionTable({
  caption,
  columns,
  keepLeadInView = false,
  children,
}: {
  caption: string;
  /** Column headers; '' for a column of controls (move, delete), named for screen readers only. */
  columns: readonly ReactNode[];
  /**
   * The first four columns (move, image, code, description) stay at the left while the table
   * scrolls sideways, so a row's garment positions can be told apart (the Products table).
   */
  keepLeadInView?: boolean;
  children: ReactNode;
}) {
  return (
    <table className={keepLeadInView ? `${classes.section} ${classes.leadInView}` : classes.section}>
      <caption>{caption}</caption>
      <SectionHead columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** The column headers, drawn again only when the list of columns is a new one. */
const SectionHead = memo(function SectionHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: several headers are empty, so the place is the key.
          <th key={i} scope="col" className={typeof c === 'string' ? undefined : classes.position}>
            {c === '' ? <VisuallyHidden>Controls</VisuallyHidden> : c}
          </th>
        ))}
      </tr>
    </thead>
  );
});
