import { Table, Text } from '@mantine/core';
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

/**
 * One line: what it is; whether it was added, removed or changed and what of it changed (a
 * product's quantities by colour and size, a decoration's position or artwork); its quantity,
 * unit price and total old → new.
 */
const LineRow = memo(function LineRow({ line }: { line: ComparedLine }) {
  const unitPrice = (side: 'before' | 'after') => {
    const has = line.amount[side] !== null;
    return has && line.unitPrice[side] === null ? 'varies' : line.unitPrice[side];
  };
  return (
    <Table.Tr className={classes[line.kind]} data-kind={line.kind}>
      <Table.Th scope="row" fw={400}>
        <Text span fw={600} td={line.kind === 'removed' ? 'line-through' : undefined}>
          {line.description}
        </Text>
        {line.notes.length > 0 && <Text size="sm">{line.notes.join(' · ')}</Text>}
      </Table.Th>
      <Table.Td>
        {KIND_TEXT[line.kind]}
        {line.facts.map((fact) => (
          <Text size="sm" key={fact.label}>
            {fact.label}: <BeforeAfter before={fact.before || 'none'} after={fact.after || 'none'} />
          </Text>
        ))}
        {line.grid && <QuantityGrid grid={line.grid} product={line.description} />}
      </Table.Td>
      <Table.Td ta="right">
        <BeforeAfter before={line.qty.before} after={line.qty.after} />
      </Table.Td>
      <Table.Td ta="right">
        <BeforeAfter
          before={unitPrice('before')}
          after={unitPrice('after')}
          show={(v) => (typeof v === 'number' ? formatMoney(v) : v)}
        />
      </Table.Td>
      <Table.Td ta="right">
        <BeforeAfter before={line.amount.before} after={line.amount.after} show={formatMoney} />
      </Table.Td>
    </Table.Tr>
  );
});

/** The document's lines, each marked added, removed or changed, with its section as a heading row. */
export function ChangedLinesTable({ lines }: { lines: ComparedLine[] }) {
  if (lines.length === 0) return <Text>No line changed.</Text>;
  const rows: ReactNode[] = [];
  let section: string | undefined;
  for (const line of lines) {
    if (line.section !== section) {
      section = line.section;
      rows.push(
        <Table.Tr key={`section:${line.key}`}>
          <Table.Th scope="colgroup" colSpan={5}>
            {section}
          </Table.Th>
        </Table.Tr>,
      );
    }
    rows.push(<LineRow key={line.key} line={line} />);
  }
  return (
    <TableScroll minWidth={640} label="Lines">
      <Table>
        <caption className="visually-hidden">Lines</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line</Table.Th>
            <Table.Th scope="col">Change</Table.Th>
            <Table.Th scope="col" ta="right">
              Qty
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Unit price
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </TableScroll>
  );
}
