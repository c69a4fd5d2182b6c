import { Button, Text } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import type { VisualAnswer } from '@portal/domain/files';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { addVisual } from './api/addVisual.ts';
import { visualsQuery } from './api/listVisuals.ts';
import { FileBrowser } from './components/FileBrowser.tsx';
import type { FileColumn } from './components/FilesTable.tsx';
import { SelectQuoteDialog } from './components/SelectQuoteDialog.tsx';
import { useFileDelete } from './components/useFileDelete.tsx';
import { useFileUpload } from './components/useFileUpload.ts';

/** No. is the quote the visual shows (a visual always belongs to one; decisions/092). */
const before: FileColumn<VisualAnswer>[] = [{ header: 'No.', cell: (visual) => visual.quote_id }];
const after: FileColumn<VisualAnswer>[] = [
  { header: 'Date', cell: (visual) => formatDisplayDate(visual.created_at) },
];

/**
 * The Visuals page, shown as the Visuals tab of both hubs (quote spec 2, accounts spec 2.6):
 * Upload opens Select a Quote; the table has No., Name and Date, with a preview pane.
 */
export function VisualFiles({ ownerId }: { ownerId: number }) {
  const visuals = useQuery(visualsQuery(ownerId));
  const [choosing, setChoosing] = useState(false);
  const upload = useFileUpload(addVisual);
  const confirmDelete = useFileDelete('visuals');

  return (
    <>
      <FileBrowser
        caption="Visuals"
        toolbar={<Button onClick={() => setChoosing(true)}>Upload</Button>}
        hint={
          <Text size="sm" c="dimmed">
            A visual shows the artwork on the garment for one quote: JPEG, PNG, GIF or PDF, up to 25 MB.
          </Text>
        }
        files={visuals.data?.visuals}
        loading={visuals.isPending}
        error={visuals.isError ? errorMessage(visuals.error) : null}
        before={before}
        after={after}
        onDelete={confirmDelete}
      />
      <SelectQuoteDialog
        // A fresh dialog each time: no quote or file left over from the last upload.
        key={choosing ? 'open' : 'closed'}
        opened={choosing}
        quotes={visuals.data?.quotes ?? []}
        busy={upload.isPending}
        progress={upload.progress}
        onClose={() => setChoosing(false)}
        onUpload={(quoteId, file) =>
          upload.mutate({ ownerId, file, quoteId }, { onSuccess: () => setChoosing(false) })
        }
      />
    </>
  );
}
