import { Button, FileButton } from '@mantine/core';

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
}: Props) {
  return (
    <FileButton onChange={(file) => file && onFile(file)} accept={accept} disabled={disabled || busy}>
      {(props) => (
        <Button {...props} aria-label={ariaLabel} loading={busy} disabled={disabled} variant={variant}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
