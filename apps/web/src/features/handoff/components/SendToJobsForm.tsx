import { Select, Stack } from '@mantine/core';
import { PROJECT_CATEGORIES } from '@portal/domain/catalogue';
import { HANDOFF_MESSAGES, sendWorkflowMaxBody } from '@portal/domain/handoff';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirmAction } from '../../../components/confirmAction.tsx';
import { SendDialogActions } from '../../../components/SendDialogActions.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { sendToWorkflowMax } from '../api/sendToWorkflowMax.ts';

export type SendToJobsFormProps = {
  quoteId: number;
  onCancel: () => void;
  /** Called with the server's message once the job is queued. */
  onSent: (message: string) => void;
};

/**
 * The project category, then Send: the domain's check first (no category sends nothing and says
 * so), then the spec's confirm, then the call; a refusal shows in the server's words.
 */
export function SendToJobsForm({ quoteId, onCancel, onSent }: SendToJobsFormProps) {
  const [category, setCategory] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (wfm_category: string) => sendToWorkflowMax(quoteId, { wfm_category }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = sendWorkflowMaxBody.safeParse({ wfm_category: category ?? '' });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? HANDOFF_MESSAGES.categoryRequired);
      return;
    }
    if (!(await confirmAction('Send to WorkflowMax', HANDOFF_MESSAGES.confirmSend, 'Send'))) return;
    send.mutate(checked.data.wfm_category, {
      onSuccess: (message) => onSent(message),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Select
          label="Project category"
          placeholder="Choose a category"
          data={PROJECT_CATEGORIES}
          value={category}
          onChange={(value) => {
            setCategory(value);
            setError(null);
          }}
          required
          searchable
          nothingFoundMessage="No such category"
          comboboxProps={{ withinPortal: true }}
        />
        <SendDialogActions error={error} onCancel={onCancel} pending={send.isPending} />
      </Stack>
    </form>
  );
}
