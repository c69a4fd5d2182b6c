import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { memoLogQuery } from './api/getMemoLog.ts';
import type { MemoThread } from './api/thread.ts';
import { NoteComposer } from './composer/NoteComposer.tsx';
import { ThreadPanel } from './thread/ThreadPanel.tsx';
import { DIALOG_TITLE } from './title.ts';
import { useMemoActions } from './useMemoActions.tsx';

type Props = { thread: MemoThread; viewerIsStaff: boolean; opened: boolean; onClose: () => void };

/** The thread, what went wrong last, and the form for the next note. */
function LogBody({ thread, viewerIsStaff }: Pick<Props, 'thread' | 'viewerIsStaff'>) {
  const log = useQuery(memoLogQuery(thread));
  const actions = useMemoActions(thread);
  // A new quote has no thread yet: it shows as empty rather than loading for ever.
  const memos = log.isError ? [] : thread.kind === 'quote' && thread.quoteId === null ? [] : log.data?.memos;
  return (
    <Stack gap="sm">
      <ThreadPanel memos={memos} viewerIsStaff={viewerIsStaff} onRemove={actions.onRemove} />
      <FormMessage error={actions.error ?? (log.isError ? errorMessage(log.error) : null)} />
      <NoteComposer busy={actions.busy} onSend={actions.onSend} />
    </Stack>
  );
}

/** The Conversation Log dialog (accounts spec 2.9, 2.10). */
export function ConversationLogDialog({ opened, onClose, ...body }: Props) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={DIALOG_TITLE}>
      <LogBody {...body} />
    </DialogFrame>
  );
}
