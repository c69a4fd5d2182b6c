import { ActionIcon, Alert, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { PRODUCTION_TYPES, type ProductionsIndexAnswer } from '@portal/domain/files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { addProduction } from './api/addProduction.ts';
import { addStyleGuide } from './api/addStyleGuide.ts';
import { editProduction } from './api/editProduction.ts';
import { fileKeys } from './api/keys.ts';
import { productionsQuery } from './api/listProductions.ts';
import { downloadStoredFile, type FileRef, previewFileOf } from './components/preview-file.ts';
import { useFileDelete } from './components/useFileDelete.tsx';
import { useFileUpload } from './components/useFileUpload.ts';
import { FilePreview } from './preview/index.ts';
import { type ProductionChanges, withChanges } from './production/apply-edit.ts';
import { ProductionTable } from './production/ProductionTable.tsx';
import { StyleGuide } from './production/StyleGuide.tsx';

/**
 * Staff's Production tab (accounts spec 2.6): the client's production files in four tables, one
 * per production type, each row edited in place and dragged into order, and the Production Style
 * Guide. The tooltip says what production needs.
 */
export function ProductionFiles({ ownerId }: { ownerId: number }) {
  const client = useQueryClient();
  const key = fileKeys.productions(ownerId);
  const list = useQuery(productionsQuery(ownerId));
  const upload = useFileUpload(addProduction);
  const guideUpload = useFileUpload(addStyleGuide);
  const confirmDelete = useFileDelete('productions');
  const [previewed, setPreviewed] = useState<FileRef | null>(null);

  const edit = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ProductionChanges }) =>
      editProduction({ id, changes }),
    onMutate: ({ id, changes }) =>
      client.setQueryData<ProductionsIndexAnswer>(key, (old) => old && withChanges(old, id, changes)),
    onError: (error) => notifyError(errorMessage(error)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  if (list.isPending) return <Loader role="status" aria-label="Loading the production files" />;
  if (list.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  const tables = list.data;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Text fw={600}>Production files</Text>
        <Tooltip
          label={tables.tooltip}
          multiline
          w={280}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <ActionIcon
            variant="default"
            radius="xl"
            size="sm"
            aria-label={`About production files: ${tables.tooltip}`}
          >
            <span aria-hidden="true">?</span>
          </ActionIcon>
        </Tooltip>
      </Group>
      <StyleGuide
        guide={tables.style_guide}
        uploading={guideUpload.isPending}
        progress={guideUpload.progress}
        onUpload={(file) => guideUpload.mutate({ ownerId, file })}
        onPreview={setPreviewed}
        onDownload={downloadStoredFile}
      />
      {PRODUCTION_TYPES.map((type) => (
        <ProductionTable
          key={type}
          type={type}
          rows={tables[type]}
          uploading={upload.isPending && upload.variables?.type === type}
          progress={upload.progress}
          onUpload={(file) => upload.mutate({ ownerId, type, file })}
          onEdit={(id, changes) => edit.mutate({ id, changes })}
          onPreview={setPreviewed}
          onDownload={downloadStoredFile}
          onDelete={confirmDelete}
        />
      ))}
      <FilePreview file={previewed && previewFileOf(previewed)} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}
