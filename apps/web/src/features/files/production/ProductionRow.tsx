import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MultiSelect, Table } from '@mantine/core';
import { GARMENT_POSITIONS } from '@portal/domain/catalogue';
import { FILE_MESSAGES, type ProductionAnswer, productionEditBody } from '@portal/domain/files';
import { useMemo } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import { FileActions } from '../components/FileActions.tsx';
import type { ProductionChanges } from './apply-edit.ts';
import { CommitInput } from './CommitInput.tsx';
import classes from './production.module.css';

type Props = {
  row: ProductionAnswer;
  embroidery: boolean;
  onEdit: (changes: ProductionChanges) => void;
  onPreview: () => void;
  onDownload: () => void;
  onDelete: () => void;
};

const chosenPlacements = (position: Record<string, boolean>) =>
  Object.entries(position)
    .filter(([, on]) => on)
    .map(([name]) => name);

/**
 * One saved production file: dragged by its handle (or moved with the keyboard: Space, the arrow
 * keys, Space), its name, size, colours, placements and, for embroidery, stitch count, each saved
 * on leaving the field (accounts spec 2.6 and 7).
 */
export function ProductionRow({ row, embroidery, onEdit, onPreview, onDownload, onDelete }: Props) {
  const name = row.file_name;
  const data = useMemo(() => ({ label: name }), [name]);
  const sortable = useSortable({ id: row.id, data });
  const style = sortable.transform
    ? { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }
    : undefined;

  const commitStitches = (text: string) => {
    if (!text.trim()) return;
    const parsed = productionEditBody.safeParse({ stitch_count: text.trim() });
    if (!parsed.success) return notifyError(FILE_MESSAGES.stitchCountWhole);
    onEdit({ stitch_count: parsed.data.stitch_count });
  };

  return (
    <Table.Tr
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? classes.dragging : undefined}
    >
      <Table.Td>
        <button
          type="button"
          className={classes.handle}
          aria-label={`Move ${name}`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </Table.Td>
      <Table.Td>
        <CommitInput
          label={`File name of ${name}`}
          value={name}
          onCommit={(file_name) => onEdit({ file_name })}
        />
      </Table.Td>
      <Table.Td>
        <CommitInput
          label={`Size of ${name}`}
          value={row.size}
          w={110}
          onCommit={(size) => onEdit({ size })}
        />
      </Table.Td>
      <Table.Td>
        <CommitInput
          label={`Colours of ${name}`}
          value={row.colours}
          w={130}
          onCommit={(colours) => onEdit({ colours })}
        />
      </Table.Td>
      <Table.Td miw={200}>
        <MultiSelect
          aria-label={`Placements of ${name}`}
          size="xs"
          data={[...GARMENT_POSITIONS]}
          value={chosenPlacements(row.position)}
          onChange={(names) => onEdit({ position: Object.fromEntries(names.map((n) => [n, true])) })}
          searchable
        />
      </Table.Td>
      {embroidery && (
        <Table.Td>
          <CommitInput
            label={`Stitch count of ${name}`}
            value={row.stitch_count === null ? '' : String(row.stitch_count)}
            inputMode="numeric"
            w={90}
            onCommit={commitStitches}
          />
        </Table.Td>
      )}
      <Table.Td>
        <FileActions name={name} onPreview={onPreview} onDownload={onDownload} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}
