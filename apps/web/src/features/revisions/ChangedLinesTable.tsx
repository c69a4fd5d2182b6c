import { Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import type { ComparedLine, LineChangeKind } from '@portal/domain/revisions';
import { memo, type Ref, useMemo } from 'react';
import { TableScroll } from '../../components/TableScroll.tsx';
import { LIST_MAX_HEIGHT, useRowWindow } from '../../lib/use-row-window.ts';
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

/** A row of the table: a section's heading, or one line of the document. */
type TableRow =
  | { kind: 'section'; key: string; section: string }
  | { kind: 'line'; key: string; line: ComparedLine };

/** Each line, under its section's heading row where the section begins. */
function tableRowsOf(lines: readonly ComparedLine[]): TableRow[] {
  const rows: TableRow[] = [];
  let section: string | undefined;
  for (const line of lines) {
    if (line.section !== section) {
      section = line.section;
      rows.push({ kind: 'section', key: `section:${line.key}`, section });
    }
    rows.push({ kind: 'line', key: line.key, line });
  }
  return rows;
}

/** Rows past which only those near the table's box are drawn (the whole document of a large quote). */
const WINDOW_AFTER_ROWS = 150;

/** A row's height in pixels before it is drawn: a product's grid grows with its colours. */
const estimatedHeight = (row: TableRow | undefined) =>
  !row || row.kind === 'section'
    ? 37
    : row.line.grid
      ? 90 + 33 * row.line.grid.rows.length
      : 40 + 20 * row.line.facts.length + (row.line.notes.length > 0 ? 20 : 0);

/** Where a drawn row sits, for the window that measures it and for assistive technology. */
type Placed = { index: number; measure: Ref<HTMLTableRowElement> } | undefined;
const placedProps = (placed: Placed) =>
  placed ? { ref: placed.measure, 'data-index': placed.index, 'aria-rowindex': placed.index + 2 } : {};

/**
 * One line: what it is; whether it was added, removed or changed and what of it changed (a
 * product's quantities by colour and size, a decoration's position or artwork); its quantity,
 * unit price and total old → new. Plain table elements, not the design system's: the whole
 * document of a large quote is thousands of these, and each component layer costs time there.
 */
const LineRow = memo(function LineRow({ line, placed }: { line: ComparedLine; placed?: Placed }) {
  const unitPrice = (side: 'before' | 'after') => {
    const has = line.amount[side] !== null;
    return has && line.unitPrice[side] === null ? 'varies' : line.unitPrice[side];
  };
  return (
    <tr className={classes[line.kind]} data-kind={line.kind} {...placedProps(placed)}>
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

function Row({ row, placed }: { row: TableRow; placed?: Placed }) {
  if (row.kind === 'line') return <LineRow line={row.line} placed={placed} />;
  return (
    <tr {...placedProps(placed)}>
      <th scope="colgroup" colSpan={5} className={classes.section}>
        {row.section}
      </th>
    </tr>
  );
}

/** The table's caption, column widths and headings, the same drawn whole or in a window. */
function LinesHead({ sticky }: { sticky?: boolean }) {
  return (
    <>
      <caption className="visually-hidden">Lines</caption>
      <colgroup>
        <col className={classes.lineColumn} />
        <col className={classes.changeColumn} />
        <col className={classes.qtyColumn} />
        <col className={classes.moneyColumn} />
        <col className={classes.moneyColumn} />
      </colgroup>
      <thead className={sticky ? classes.stickyHead : undefined}>
        <tr aria-rowindex={sticky ? 1 : undefined}>
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
    </>
  );
}

/**
 * A long table drawn as the quote lists draw theirs: a real <table> in its own scroll box (no
 * taller than the window), only the rows near the box drawn, spacer rows standing in for the rest, and aria-rowcount and
 * aria-rowindex telling assistive technology where each drawn row sits. The box takes the
 * keyboard's focus, so arrow keys and Page Down scroll through every row.
 */
function WindowedLines({ rows, busy }: { rows: TableRow[]; busy: boolean }) {
  const { scrollRef, virtualizer, items } = useRowWindow({
    count: rows.length,
    estimate: (index) => estimatedHeight(rows[index]),
  });
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <TableScroll minWidth={640} label="Lines" maxHeight={LIST_MAX_HEIGHT} scrollRef={scrollRef}>
      <table className={classes.lines} aria-busy={busy || undefined} aria-rowcount={rows.length + 1}>
        <LinesHead sticky />
        <tbody>
          {top > 0 && (
            <tr data-spacer="">
              <td colSpan={5} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index] as TableRow;
            return (
              <Row
                key={row.key}
                row={row}
                placed={{ index: item.index, measure: virtualizer.measureElement }}
              />
            );
          })}
          {bottom > 0 && (
            <tr data-spacer="">
              <td colSpan={5} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The document's lines, each marked added, removed or changed, under their section's heading
 * row; `busy` while the other view is being drawn. A long list (the whole document of a large
 * quote: thousands of lines) draws only the rows near its scroll box.
 */
export const ChangedLinesTable = memo(function ChangedLinesTable({
  lines,
  busy,
}: {
  lines: ComparedLine[];
  busy: boolean;
}) {
  const rows = useMemo(() => tableRowsOf(lines), [lines]);
  if (lines.length === 0) return <Text>No line changed.</Text>;
  if (rows.length > WINDOW_AFTER_ROWS) return <WindowedLines rows={rows} busy={busy} />;
  return (
    <TableScroll minWidth={640} label="Lines">
      <table className={classes.lines} aria-busy={busy || undefined}>
        <LinesHead />
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
});
