import { Button, Group, Loader, Stack } from '@mantine/core';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import type { NoteEditorHandle } from '../editor/editor-handle.ts';
import { AttachFile } from './AttachFile.tsx';

// tiptap and its toolbar load when a log is first opened, not with the page.
const NoteEditor = lazy(() => import('../editor/NoteEditor.tsx'));

/** The editor's accessible name. */
const NOTE_LABEL = 'Note';

type Props = {
  busy: boolean;
  /**
   * Sends the note's HTML ('' when empty) and the attached file; resolves true once both are
   * sent. `noteSent` empties the editor as soon as the note is stored.
   */
  onSend: (
    draft: { html: string; file: File | null },
    progress: { noteSent: () => void },
  ) => Promise<boolean>;
};

/** The editor, the file control and Send, below the thread. */
export function NoteComposer({ busy, onSend }: Props) {
  const editor = useRef<NoteEditorHandle>(null);
  const [file, setFile] = useState<File | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await onSend(
      { html: editor.current?.html() ?? '', file },
      { noteSent: () => editor.current?.clear() },
    );
    if (sent) setFile(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New note">
      <Stack gap="xs">
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the editor" />}>
          <NoteEditor ref={editor} label={NOTE_LABEL} onAttachInstead={setFile} />
        </Suspense>
        <Group justify="space-between">
          <AttachFile file={file} onChange={setFile} />
          <Button type="submit" loading={busy}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
