import { Alert, Button, FileInput, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { acceptMessages } from '@portal/domain/product-data';
import { useState } from 'react';
import { TableScroll } from '../../components/TableScroll.tsx';
import { errorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useAcceptUpload } from './api/acceptUpload.ts';
import { useSupplierRows } from './api/getSupplier.ts';
import { useUploadChanges } from './api/uploadChanges.ts';
import { useUploadFile } from './api/uploadFile.ts';
import { ChangeList } from './ChangeList.tsx';
import { money, PRODUCT_DATA_MESSAGES } from './messages.ts';

/**
 * Upload (accounts spec 2.12): a provider and a CSV or XLSX file; the parsed rows 20 to a
 * page; the products to delete, new and to update; Accept applies exactly those lists (it
 * carries their `stage`, so lists that changed since they were shown are refused).
 */
export function UploadTab({ provider }: { provider: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rowsPage, setRowsPage] = useState(1);
  const upload = useUploadFile();
  const accept = useAcceptUpload();
  const changes = useUploadChanges(provider, 1);
  const waiting = provider && changes.data?.supplier === provider ? changes.data.upload : null;
  const rows = useSupplierRows(waiting ? provider : null, rowsPage);

  const onUpload = () => {
    setError(null);
    if (!provider) {
      setError(PRODUCT_DATA_MESSAGES.selectProvider);
      notifyError(PRODUCT_DATA_MESSAGES.selectProvider);
      return;
    }
    if (!file) {
      setError(PRODUCT_DATA_MESSAGES.chooseFile);
      return;
    }
    upload.mutate(
      { supplier: provider, file },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setRowsPage(1);
        },
        onError: (err) => {
          setError(errorMessage(err));
          notifyError(errorMessage(err));
        },
      },
    );
  };

  // The lists' confirmation: accepting applies exactly what they show (docs/decisions/076).
  const stage = waiting ? changes.data?.stage : null;

  const onAccept = () => {
    if (!provider || !waiting || !stage) return;
    setError(null);
    accept.mutate(
      { supplier: provider, upload_id: waiting.id, stage },
      {
        onSuccess: (answer) => {
          for (const message of acceptMessages(answer)) notifySuccess(message);
        },
        onError: (err) => {
          setError(errorMessage(err));
          notifyError(errorMessage(err));
        },
      },
    );
  };

  const pages = waiting ? Math.max(1, Math.ceil(waiting.total / 20)) : 1;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Columns: code, cost, price, supplier, size, colour, sku (and optionally description, category,
            imageurl, qty). Nothing changes in the catalogue until you accept.
          </Text>
          <Group align="flex-end">
            <FileInput
              label="Supplier file (CSV or XLSX)"
              placeholder="Choose a file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={setFile}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
              w={360}
            />
            <Button onClick={onUpload} loading={upload.isPending}>
              Upload
            </Button>
          </Group>
          {error && (
            <Alert color="red" role="alert" title="Not uploaded">
              {error}
            </Alert>
          )}
        </Stack>
      </Paper>

      {waiting && provider && (
        <>
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" mb="sm">
              <div>
                <Title order={2} size="h4">
                  {waiting.file_name}
                </Title>
                <Text size="sm" c="dimmed">
                  {waiting.total} rows for {changes.data?.name}, uploaded{' '}
                  {formatDisplayDateTime(waiting.uploaded_at)}
                </Text>
              </div>
            </Group>
            <TableScroll minWidth={800} label={waiting.file_name}>
              <Table striped withTableBorder verticalSpacing={4} data-testid="upload-rows">
                <Table.Thead>
                  <Table.Tr>
                    {[
                      'Code',
                      'Cost',
                      'Price',
                      'Supplier',
                      'Size',
                      'Colour',
                      'SKU',
                      'Description',
                      'Category',
                    ].map((h) => (
                      <Table.Th key={h}>{h}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(rows.data?.standard_csv ?? []).map((r) => (
                    <Table.Tr key={`${r.code}|${r.colour}|${r.size}`}>
                      <Table.Td>{r.code}</Table.Td>
                      <Table.Td>{money(r.cost)}</Table.Td>
                      <Table.Td>{money(r.price)}</Table.Td>
                      <Table.Td>{r.supplier}</Table.Td>
                      <Table.Td>{r.size}</Table.Td>
                      <Table.Td>{r.colour}</Table.Td>
                      <Table.Td>{r.sku}</Table.Td>
                      <Table.Td>{r.description}</Table.Td>
                      <Table.Td>{r.category}</Table.Td>
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
                value={rowsPage}
                onChange={setRowsPage}
                getControlProps={(control) => ({ 'aria-label': `Uploaded rows: ${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Uploaded rows: page ${p}` })}
              />
            )}
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              What accepting changes
            </Title>
            <Stack gap="lg">
              <ChangeList supplier={provider} list="deleteProducts" title="Products to delete" />
              <ChangeList supplier={provider} list="newProducts" title="New products" />
              <ChangeList supplier={provider} list="updateProducts" title="Products to update" />
            </Stack>
            <Group justify="flex-end" mt="md">
              <Text size="sm" c="dimmed">
                Accepting applies exactly these lists.
              </Text>
              <Button onClick={onAccept} loading={accept.isPending} disabled={!stage || changes.isFetching}>
                Accept
              </Button>
            </Group>
          </Paper>
        </>
      )}
    </Stack>
  );
}
