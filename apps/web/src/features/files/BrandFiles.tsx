import { Badge, Group, Text } from '@mantine/core';
import { formatDisplayDate } from '@portal/domain/dates';
import { acceptOf, type BrandAnswer } from '@portal/domain/files';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api.ts';
import { addBrand } from './api/addBrand.ts';
import { brandsQuery } from './api/listBrands.ts';
import { FileBrowser } from './components/FileBrowser.tsx';
import type { FileColumn } from './components/FilesTable.tsx';
import { UploadButton } from './components/UploadButton.tsx';
import { useFileDelete } from './components/useFileDelete.tsx';
import { useFileUpload } from './components/useFileUpload.ts';

// Badges keep their whole words (`miw`): a cut label would hide what the file is good for.

/** EPS or PDF is production-ready; a bitmap is reference only (quote spec 2, Logos page). */
function ReadinessBadge({ logo }: { logo: BrandAnswer }) {
  return logo.production_ready ? (
    <Badge color="teal.9" variant="filled" miw="max-content">
      Production-ready
    </Badge>
  ) : (
    <Badge color="gray.8" variant="filled" miw="max-content">
      Reference only
    </Badge>
  );
}

const after: FileColumn<BrandAnswer>[] = [
  {
    header: 'Use',
    cell: (logo) => (
      <Group gap={4} wrap="nowrap">
        <ReadinessBadge logo={logo} />
        {logo.admin_file && (
          <Badge color="blue.9" variant="filled" miw="max-content">
            Admin upload
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Date', cell: (logo) => formatDisplayDate(logo.created_at) },
];

/**
 * The Logos page, shown as the Brand tab of both hubs (quote spec 2, accounts spec 2.6): Upload,
 * and for staff Admin Upload (`adminFile` 1), the client's logos and a preview pane.
 */
export function BrandFiles({ ownerId, staff }: { ownerId: number; staff: boolean }) {
  const logos = useQuery(brandsQuery(ownerId));
  const upload = useFileUpload(addBrand);
  const confirmDelete = useFileDelete('brands');
  const send = (adminFile: boolean) => (file: File) => upload.mutate({ ownerId, file, adminFile });
  const busyWith = upload.isPending ? upload.variables?.adminFile : null;

  return (
    <FileBrowser
      caption="Logos"
      toolbar={
        <>
          <UploadButton
            label="Upload"
            accept={acceptOf('brand')}
            busy={busyWith === false}
            progress={upload.progress}
            disabled={upload.isPending}
            onFile={send(false)}
          />
          {staff && (
            <UploadButton
              label="Admin Upload"
              variant="default"
              accept={acceptOf('brand')}
              busy={busyWith === true}
              progress={upload.progress}
              disabled={upload.isPending}
              onFile={send(true)}
            />
          )}
        </>
      }
      hint={
        <Text size="sm" c="dimmed">
          EPS or PDF for production; JPEG, PNG or GIF for reference only. Up to 25 MB.
        </Text>
      }
      files={logos.data}
      loading={logos.isPending}
      error={logos.isError ? errorMessage(logos.error) : null}
      after={after}
      onDelete={confirmDelete}
    />
  );
}
