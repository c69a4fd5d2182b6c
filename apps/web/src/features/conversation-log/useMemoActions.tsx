import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  MEMO_MESSAGES,
  type MemoAddedAnswer,
  type MemoAnswer,
  type MemoLogAnswer,
} from '@portal/domain/memos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { addCompanyMemo } from './api/addCompanyMemo.ts';
import { addMemo } from './api/addMemo.ts';
import { memoKeys } from './api/keys.ts';
import { removeMemo } from './api/removeMemo.ts';
import type { MemoThread } from './api/thread.ts';
import { uploadMemoFile } from './api/uploadMemoFile.ts';
import { sendDecision } from './composer/send-rules.ts';

type Draft = { html: string; file: File | null };
/** Told once the note is stored, before its file goes: a failed file then does not send the note twice. */
type SendProgress = { noteSent: () => void };

/** The writing calls of a stored thread (send-rules refuses a quote not saved yet before any call). */
function callsOf(thread: MemoThread) {
  if (thread.kind === 'company') {
    const { userId } = thread;
    return {
      note: (html: string) => addCompanyMemo(userId, html),
      file: (file: File) => uploadMemoFile({ msg_type: 'company', user_to: userId }, file),
    };
  }
  const { quoteId } = thread;
  if (quoteId === null) throw new Error('A quote not saved yet has no thread to write to');
  return {
    note: (html: string) => addMemo(quoteId, html),
    file: (file: File) => uploadMemoFile({ msg_type: 'quote', quote_id: quoteId }, file),
  };
}

/**
 * Send and Remove of one thread. A refusal shows in the dialog in the server's words (or the
 * generic failure); each success says the answer's message and refreshes the thread, whose
 * memo_note the badge counts.
 */
export function useMemoActions(thread: MemoThread) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const key = memoKeys.thread(thread);

  // The answer carries the new note and memo_note: the thread shows them at once, then is read again.
  const added = (answer: MemoAddedAnswer) => {
    notifySuccess(answer.message);
    client.setQueryData<MemoLogAnswer>(key, (log) =>
      log ? { memos: [...log.memos, answer.memo], memo_note: answer.memo_note } : log,
    );
  };
  const refresh = () => client.invalidateQueries({ queryKey: key });

  const send = useMutation({
    mutationFn: async ({ draft: { html, file }, progress }: { draft: Draft; progress: SendProgress }) => {
      const calls = callsOf(thread);
      if (html !== '') {
        added(await calls.note(html));
        progress.noteSent();
      }
      if (file !== null) added(await calls.file(file));
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (memo: MemoAnswer) => removeMemo(memo.id),
    onSuccess: (message) => notifySuccess(message),
    onError: (failure) => setError(errorMessage(failure)),
    onSettled: refresh,
  });

  /** Resolves true once everything was sent, so the form can clear itself. */
  const onSend = async (draft: Draft, progress: SendProgress): Promise<boolean> => {
    setError(null);
    const decision = sendDecision(thread, draft);
    if (decision.kind === 'refuse') setError(decision.message);
    if (decision.kind !== 'send') return false;
    try {
      await send.mutateAsync({ draft, progress });
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    }
  };

  const onRemove = (memo: MemoAnswer) => {
    setError(null);
    modals.openConfirmModal({
      title: 'Remove note',
      children: <Text size="sm">{MEMO_MESSAGES.removeConfirm}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => remove.mutate(memo),
    });
  };

  return { error, busy: send.isPending || remove.isPending, onSend, onRemove };
}
