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
}: {
  amount: string;
  name: string;
  onDelete?: () => void;
}) => (
  <>
    <td className={classes.money}>{amount}</td>
    <td>
      {onDelete && (
        <IconButton label={`Delete ${name}`} danger onClick={onDelete}>
          <CrossIcon />
        </IconButton>
      )}
    </td>
  </>
);
