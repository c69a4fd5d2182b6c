import type { ReactNode } from 'react';
import classes from './table.module.css';

/** A labelled field inside a layout row; the input carries the row's name in its own label. */
export const Field = ({ caption, children }: { caption: string; children: ReactNode }) => (
  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, marginRight: 12 }}>
    <span className={classes.muted} aria-hidden="true">
      {caption}
    </span>
    {children}
  </span>
);

/** A row under the decoration: its title, its fields and, if it is priced, its amount. */
export const SubRow = ({
  title,
  columns,
  amount,
  children,
}: {
  title: string;
  columns: number;
  amount?: string;
  children: ReactNode;
}) => (
  <tr className={classes.subRow}>
    <td />
    <td className={classes.subLabel}>{title}</td>
    <td colSpan={columns - 4}>{children}</td>
    <td className={classes.money}>{amount ?? ''}</td>
    <td />
  </tr>
);
