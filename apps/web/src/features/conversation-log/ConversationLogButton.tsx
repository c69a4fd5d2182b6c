import { Badge, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { logBadgeCount } from '@portal/domain/memos';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../lib/session.ts';
import { memoLogQuery } from './api/getMemoLog.ts';
import type { MemoThread } from './api/thread.ts';
import { DIALOG_TITLE } from './title.ts';

// The dialog (the thread, the note editor and their calls) loads when first wanted: every list
// and hub page shows the button, and most visits never open the log. A pointer over the button
// or focus on it starts the download, so the click rarely waits for it.
const loadDialog = () => import('./ConversationLogDialog.tsx');
const ConversationLogDialog = lazy(async () => ({ default: (await loadDialog()).ConversationLogDialog }));

type Props = {
  thread: MemoThread;
  /** The quote's memo_note as its page loaded it: the badge's count until the log is read. */
  note?: string;
};

/**
 * The Conversation Log button and its dialog. The badge counts the lines of the quote's
 * memo_note (accounts spec 2.9, 9), read with the thread so it follows every note added or
 * removed; a client's own log has no memo_note, so there it counts the notes.
 */
export function ConversationLogButton({ thread, note = '' }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened, the dialog stays mounted so it can play its closing transition.
  const [wanted, setWanted] = useState(false);
  const viewerIsStaff = useCurrentUser()?.role === 'admin';
  const log = useQuery(memoLogQuery(thread)).data;
  const count = logBadgeCount(thread.kind, log ?? { memo_note: note, memos: [] });
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          open();
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        rightSection={
          <Badge color="navy" variant="filled" aria-hidden="true">
            {count}
          </Badge>
        }
      >
        {DIALOG_TITLE}
        <span className="visually-hidden"> ({count} notes)</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ConversationLogDialog
            thread={thread}
            viewerIsStaff={viewerIsStaff}
            opened={opened}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
