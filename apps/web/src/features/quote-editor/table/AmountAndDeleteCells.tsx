import type { ReactNode } from 'react';
import { IconButton } from './cells.tsx';
import { CrossIcon } from './icons.tsx';
import classes from './table.module.css';

/**
 * The last two cells of a line: the engine's amount and, for whoever may remove the line, its
 * delete button ("Delete <line name>"). The cell stays when the button does not, so the columns
 * line up with the header.
 */
export const AmountAndDeleteCells = ({
  amount,
  name,
  onDelete,
  children,
}: {
  amount: string;
  name: string;
  onDelete?: () => void;
  /** More controls of the line before the delete button (its question, decisions/125). */
  children?: ReactNode;
}) => (
  <>
    <td className={classes.money}>{amount}</td>
    <td>
      {children}
      {onDelete && (
        <IconButton label={`Delete ${name}`} danger onClick={onDelete}>
          <CrossIcon />
        </IconButton>
      )}
    </td>
  </>
);
