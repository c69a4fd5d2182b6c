import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { StoredFileAnswer } from '@portal/domain/files';
import type { ReactNode } from 'react';
import { TableScroll } from '../../../components/TableScroll.tsx';
import { FileActions } from './FileActions.tsx';

export type FileColumn<F> = { header: string; cell: (file: F, index: number) => ReactNode };

type Props<F extends StoredFileAnswer> = {
  caption: string;
  files: F[];
  /** Columns shown before the name (the Visuals page's No.). */
  before?: FileColumn<F>[];
  /** Columns shown after the name. */
  after?: FileColumn<F>[];
  shownId: number | null;
  onShow: (file: F) => void;
  onPreview: (file: F) => void;
  onDownload: (file: F) => void;
  onDelete?: (file: F) => void;
};

/**
 * A table of stored files: delete, preview and download on each row, and the name, which shows
 * the file in the page's preview pane (quote spec 2, Logos and Visuals pages).
 */
export function FilesTable<F extends StoredFileAnswer>(props: Props<F>) {
  const { files, before = [], after = [] } = props;
  return (
    <TableScroll minWidth={480} label={props.caption}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption>
          <VisuallyHidden>{props.caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
            {before.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <Table.Th>Name</Table.Th>
            {after.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file, index) => (
            <Table.Tr key={file.id} aria-current={file.id === props.shownId ? 'true' : undefined}>
              <Table.Td>
                <FileActions
                  name={file.file_name}
                  onPreview={() => props.onPreview(file)}
                  onDownload={() => props.onDownload(file)}
                  onDelete={props.onDelete && (() => props.onDelete?.(file))}
                />
              </Table.Td>
              {before.map((column) => (
                <Table.Td key={column.header}>{column.cell(file, index)}</Table.Td>
              ))}
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => props.onShow(file)}
                  fw={file.id === props.shownId ? 700 : 400}
                >
                  {file.file_name}
                </Anchor>
              </Table.Td>
              {after.map((column) => (
                <Table.Td key={column.header}>{column.cell(file, index)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {files.length === 0 && (
        <Text c="dimmed" size="sm" p="sm">
          No files yet.
        </Text>
      )}
    </TableScroll>
  );
}
