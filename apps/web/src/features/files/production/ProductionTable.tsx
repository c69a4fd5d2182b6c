import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Group, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  acceptOf,
  type ProductionAnswer,
  type ProductionType,
  productionKindOf,
  reorderedRows,
} from '@portal/domain/files';
import { useId } from 'react';
import { SortableArea } from '../../../components/sortable/SortableArea.tsx';
import { TableScroll } from '../../../components/TableScroll.tsx';
import { UploadButton } from '../components/UploadButton.tsx';
import type { ProductionChanges } from './apply-edit.ts';
import { ProductionRow } from './ProductionRow.tsx';
import { PRODUCTION_TITLES } from './texts.ts';

type Props = {
  type: ProductionType;
  rows: ProductionAnswer[];
  uploading: boolean;
  /** Percent sent while this table's upload runs. */
  progress?: number | null;
  onUpload: (file: File) => void;
  onEdit: (id: number, changes: ProductionChanges) => void;
  onPreview: (row: ProductionAnswer) => void;
  onDownload: (row: ProductionAnswer) => void;
  onDelete: (row: ProductionAnswer) => void;
};

/** One production type's table (accounts spec 2.6): upload, the rows in their dragged order. */
export function ProductionTable({ type, rows, uploading, progress, onUpload, onEdit, ...actions }: Props) {
  const headingId = useId();
  const title = PRODUCTION_TITLES[type];
  const embroidery = type === 'emb';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    for (const moved of reorderedRows(rows, Number(active.id), Number(over.id)))
      onEdit(moved.id, { sort_order: moved.sort_order });
  };

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={headingId}>
          {title}
        </Title>
        <UploadButton
          label="Upload"
          ariaLabel={`Upload ${title} file`}
          variant="default"
          accept={acceptOf(productionKindOf(type))}
          busy={uploading}
          progress={progress}
          onFile={onUpload}
        />
      </Group>
      <SortableArea onDragEnd={onDragEnd}>
        <TableScroll minWidth={760} label={title}>
          <Table verticalSpacing={4} aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Order</VisuallyHidden>
                </Table.Th>
                <Table.Th>File name</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Colours</Table.Th>
                <Table.Th>Position</Table.Th>
                {embroidery && <Table.Th>Stitch count</Table.Th>}
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
                {rows.map((row) => (
                  <ProductionRow
                    key={row.id}
                    row={row}
                    embroidery={embroidery}
                    onEdit={(changes) => onEdit(row.id, changes)}
                    onPreview={() => actions.onPreview(row)}
                    onDownload={() => actions.onDownload(row)}
                    onDelete={() => actions.onDelete(row)}
                  />
                ))}
              </SortableContext>
            </Table.Tbody>
          </Table>
        </TableScroll>
      </SortableArea>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed" px="sm">
          No {title.toLowerCase()} files yet.
        </Text>
      )}
    </section>
  );
}
