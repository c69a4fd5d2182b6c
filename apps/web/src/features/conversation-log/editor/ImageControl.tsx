import { FileButton } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { INLINE_IMAGE_TYPES } from '@portal/domain/memos';

const LABEL = 'Insert image';

/** The toolbar's picture button: it opens the file chooser for the bitmaps a note may carry. */
export function ImageControl({ onPick }: { onPick: (file: File) => void }) {
  return (
    <FileButton onChange={(file) => file && onPick(file)} accept={INLINE_IMAGE_TYPES.join(',')}>
      {(props) => (
        <RichTextEditor.Control {...props} aria-label={LABEL} title={LABEL}>
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="M21 17l-5-5-9 8" />
          </svg>
        </RichTextEditor.Control>
      )}
    </FileButton>
  );
}
