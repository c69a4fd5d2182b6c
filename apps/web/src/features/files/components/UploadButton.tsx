import { Button, FileButton, Group } from '@mantine/core';
import { UploadProgress } from '../../../components/UploadProgress.tsx';

type Props = {
  label: string;
  /** A fuller name where several uploads share a page ("Upload Embroidery file"). */
  ariaLabel?: string;
  /** The file chooser's filter; the server still judges the file by its content. */
  accept: string;
  busy: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  variant?: 'filled' | 'default';
  /** Percent of the file sent while this button's upload runs (useFileUpload's `progress`). */
  progress?: number | null;
};

/** A button that opens the file chooser and hands over the chosen file. */
export function UploadButton({
  label,
  ariaLabel,
  accept,
  busy,
  disabled,
  onFile,
  variant = 'filled',
  progress = null,
}: Props) {
  return (
    <Group gap="sm" wrap="nowrap">
      <FileButton onChange={(file) => file && onFile(file)} accept={accept} disabled={disabled || busy}>
        {(props) => (
          <Button {...props} aria-label={ariaLabel} loading={busy} disabled={disabled} variant={variant}>
            {label}
          </Button>
        )}
      </FileButton>
      {busy && progress !== null && <UploadProgress label={ariaLabel ?? label} percent={progress} />}
    </Group>
  );
}
