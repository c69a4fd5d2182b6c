import { Button, FileButton, Group, Paper, Text } from '@mantine/core';
import { acceptOf, fileIdOfReference } from '@portal/domain/files';
import { memo, useState } from 'react';
import { UploadProgress } from '../../../components/UploadProgress.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { uploadQuoteLogo } from '../api/uploadQuoteLogo.ts';
import { LogoPicture } from './LogoPicture.tsx';

type Props = {
  /** The quote's `logo`: a reference to the client's file, an older bitmap data URL, or ''. */
  logo: string;
  ownerId: number;
  readOnly: boolean;
  /** Sets the header's logo (this control has asked through `guardEdit` already). */
  onChange: (logo: string) => void;
  /** Runs the upload at once, or after the confirm-edit modal (quote spec 4). */
  guardEdit: (edit: () => void) => void;
};

/**
 * The quote's own logo (quote spec 2 and 5, POST /assets/add): shown under the Order Summary,
 * uploaded as the client's file with the logos' checks, then kept by the quote on its next save.
 * EPS and PDF are production artwork; a bitmap is reference only.
 */
export const QuoteLogo = memo(function QuoteLogo({ logo, ownerId, readOnly, onChange, guardEdit }: Props) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const upload = (file: File | null) => {
    if (!file) return;
    guardEdit(() => {
      setBusy(true);
      setProgress(0);
      uploadQuoteLogo(ownerId, file, setProgress)
        .then(
          (answer) => {
            onChange(answer.file.url);
            notifySuccess(answer.message);
          },
          (error: unknown) => notifyError(errorMessage(error)),
        )
        .finally(() => setBusy(false));
    });
  };
  const fileId = fileIdOfReference(logo);
  return (
    <Paper withBorder p="sm" radius="md" bg="white" mt="md" component="section" aria-label="Quote logo">
      <Text fw={600} mb="xs">
        Logo
      </Text>
      {logo ? (
        <LogoPicture logo={logo} fileId={fileId} />
      ) : (
        <Text size="sm" c="dimmed">
          No logo yet.
        </Text>
      )}
      {!readOnly && (
        <Group gap="xs" mt="xs">
          <FileButton onChange={upload} accept={acceptOf('asset')}>
            {(props) => (
              <Button {...props} size="xs" variant="default" loading={busy}>
                {logo ? 'Replace logo' : 'Upload logo'}
              </Button>
            )}
          </FileButton>
          {busy && <UploadProgress label="Logo upload" percent={progress} />}
          {logo && (
            <Button size="xs" variant="default" onClick={() => guardEdit(() => onChange(''))}>
              Remove logo
            </Button>
          )}
        </Group>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        EPS or PDF for production; JPEG, PNG or GIF for reference only.
      </Text>
    </Paper>
  );
});
