import { Table } from '@mantine/core';
import type { ComparedLine } from '@portal/domain/revisions';
import { BeforeAfter } from './BeforeAfter.tsx';

type Grid = NonNullable<ComparedLine['grid']>;

/** A product's quantities by colour and size, each cell old → new where it changed. */
export function QuantityGrid({ grid, product }: { grid: Grid; product: string }) {
  return (
    <Table withTableBorder withColumnBorders fz="sm" w="auto" mt={4}>
      <caption className="visually-hidden">{`${product}: quantities by colour and size`}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Colour</Table.Th>
          {grid.sizes.map((size) => (
            <Table.Th key={size} scope="col" ta="right">
              {size}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {grid.rows.map((row) => (
          <Table.Tr key={row.colour}>
            <Table.Th scope="row" fw={400}>
              {row.colour}
            </Table.Th>
            {row.cells.map((cell, index) => (
              <Table.Td
                key={grid.sizes[index]}
                ta="right"
                data-changed={cell.before !== cell.after || undefined}
              >
                <BeforeAfter before={cell.before} after={cell.after} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
