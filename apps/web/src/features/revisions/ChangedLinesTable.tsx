import { Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import type { ComparedLine, LineChangeKind } from '@portal/domain/revisions';
import { memo, type ReactNode } from 'react';
import { TableScroll } from '../../components/TableScroll.tsx';
import { BeforeAfter } from './BeforeAfter.tsx';
import { QuantityGrid } from './QuantityGrid.tsx';
import classes from './revisions.module.css';

const KIND_TEXT: Record<LineChangeKind, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  unchanged: '',
};

const showPrice = (value: number | string) => (typeof value === 'number' ? formatMoney(value) : value);

/**
 * One line: what it is; whether it was added, removed or changed and what of it changed (a
 * product's quantities by colour and size, a decoration's position or artwork); its quantity,
 * unit price and total old → new. Plain table elements, not the design system's: the whole
 * document of a large quote is thousands of these, and each component layer costs time there.
 */
const LineRow = memo(function LineRow({ line }: { line: ComparedLine }) {
  const unitPrice = (side: 'before' | 'after') => {
    const has = line.amount[side] !== null;
    return has && line.unitPrice[side] === null ? 'varies' : line.unitPrice[side];
  };
  return (
    <tr className={classes[line.kind]} data-kind={line.kind}>
      <th scope="row" className={classes.line}>
        <span className={line.kind === 'removed' ? classes.removedText : classes.lineText}>
          {line.description}
        </span>
        {line.notes.length > 0 && <span className={classes.note}>{line.notes.join(' · ')}</span>}
      </th>
      <td>
        {KIND_TEXT[line.kind]}
        {line.facts.map((fact) => (
          <span className={classes.note} key={fact.label}>
            {fact.label}: <BeforeAfter before={fact.before || 'none'} after={fact.after || 'none'} />
          </span>
        ))}
        {line.grid && <QuantityGrid grid={line.grid} product={line.description} />}
      </td>
      <td className={classes.number}>
        <BeforeAfter before={line.qty.before} after={line.qty.after} />
      </td>
      <td className={classes.number}>
        <BeforeAfter before={unitPrice('before')} after={unitPrice('after')} show={showPrice} />
      </td>
      <td className={classes.number}>
        <BeforeAfter before={line.amount.before} after={line.amount.after} show={formatMoney} />
      </td>
    </tr>
  );
});

/**
 * The document's lines, each marked added, removed or changed, under their section's heading
 * row; `busy` while the other view is being drawn.
 */
export const ChangedLinesTable = memo(function ChangedLinesTable({
  lines,
  busy,
}: {
  lines: ComparedLine[];
  busy: boolean;
}) {
  if (lines.length === 0) return <Text>No line changed.</Text>;
  const rows: ReactNode[] = [];
  let section: string | undefined;
  for (const line of lines) {
    if (line.section !== section) {
      section = line.section;
      rows.push(
        <tr key={`section:${line.key}`}>
          <th scope="colgroup" colSpan={5} className={classes.section}>
            {section}
          </th>
        </tr>,
      );
    }
    rows.push(<LineRow key={line.key} line={line} />);
  }
  return (
    <TableScroll minWidth={640} label="Lines">
      <table className={classes.lines} aria-busy={busy || undefined}>
        <caption className="visually-hidden">Lines</caption>
        <colgroup>
          <col className={classes.lineColumn} />
          <col className={classes.changeColumn} />
          <col className={classes.qtyColumn} />
          <col className={classes.moneyColumn} />
          <col className={classes.moneyColumn} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Change</th>
            <th scope="col" className={classes.number}>
              Qty
            </th>
            <th scope="col" className={classes.number}>
              Unit price
            </th>
            <th scope="col" className={classes.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </TableScroll>
  );
});
