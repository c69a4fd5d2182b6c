import { Badge, Group, Pagination, Table, Text, Title } from '@mantine/core';
import type { ChangesAnswer, DiffRow } from '@portal/domain/product-data';
import { useState } from 'react';
import { TableScroll } from '../../components/TableScroll.tsx';
import { useUploadChanges } from './api/uploadChanges.ts';
import { money } from './messages.ts';

type ListName = 'deleteProducts' | 'newProducts' | 'updateProducts';
const COUNT_OF: Record<ListName, keyof ChangesAnswer['counts']> = {
  deleteProducts: 'delete',
  newProducts: 'new',
  updateProducts: 'update',
};

/** One of the review lists (products to delete, new, to update), 20 to a page. */
export function ChangeList({ supplier, list, title }: { supplier: string; list: ListName; title: string }) {
  const [page, setPage] = useState(1);
  const changes = useUploadChanges(supplier, page);
  const data = changes.data;
  const total = data?.counts[COUNT_OF[list]] ?? 0;
  const rows: DiffRow[] = data?.[list] ?? [];
  const pages = Math.max(1, Math.ceil(total / (data?.page_size ?? 20)));
  const id = `list-${list}`;
  return (
    <section aria-labelledby={id}>
      <Group gap="xs" mb="xs">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Badge
          variant="filled"
          color={list === 'deleteProducts' ? 'red.9' : list === 'newProducts' ? 'green.9' : 'blue.9'}
        >
          {total}
        </Badge>
      </Group>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        <>
          <TableScroll minWidth={600} label={title}>
            <Table striped withTableBorder verticalSpacing={4} data-testid={id}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Colour</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th ta="right">Cost</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  {list === 'updateProducts' && <Table.Th>Changes</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.code}|${r.colour}|${r.size}`}>
                    <Table.Td>{r.code}</Table.Td>
                    <Table.Td>{r.colour}</Table.Td>
                    <Table.Td>{r.size}</Table.Td>
                    <Table.Td>{r.sku}</Table.Td>
                    <Table.Td ta="right">
                      {r.old && r.old.cost !== r.cost
                        ? `${money(r.old.cost)} → ${money(r.cost)}`
                        : money(r.cost)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {r.old && r.old.price !== r.price
                        ? `${money(r.old.price)} → ${money(r.price)}`
                        : money(r.price)}
                    </Table.Td>
                    {list === 'updateProducts' && <Table.Td>{(r.changes ?? []).join(', ')}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {pages > 1 && (
            <Pagination
              mt="xs"
              size="sm"
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${title}: ${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `${title}: page ${p}` })}
            />
          )}
        </>
      )}
    </section>
  );
}
