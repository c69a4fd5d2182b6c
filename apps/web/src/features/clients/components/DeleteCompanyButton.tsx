import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AnyCompanyAnswer } from '@portal/domain/clients';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fetchCompanyDeletePreview } from '../api/companyDeletePreview.ts';
import { useDeleteCompany } from '../api/deleteCompany.ts';

/**
 * Admin delete of a company (spec 2.6). The server first says what goes with it (its contacts)
 * and what stays (the account and its quotes), and the confirm dialog shows exactly that
 * (docs/decisions/041).
 */
export function DeleteCompanyButton({
  company,
  onDeleted,
}: {
  company: AnyCompanyAnswer;
  onDeleted?: () => void;
}) {
  const remove = useDeleteCompany();
  const [asking, setAsking] = useState(false);

  const ask = async () => {
    setAsking(true);
    try {
      const preview = await fetchCompanyDeletePreview(company.id);
      modals.openConfirmModal({
        title: `Delete ${company.company}?`,
        children: <Text size="sm">{preview.message}</Text>,
        labels: { confirm: 'Delete company', cancel: 'Cancel' },
        confirmProps: { color: 'red.9' },
        // mutateAsync, not mutate's callbacks: the refreshed list may drop this company's card
        // before they would run, and TanStack Query skips the callbacks of a component that is gone.
        onConfirm: () =>
          remove.mutateAsync(company.id).then(
            (answer) => {
              notifySuccess(answer.message);
              onDeleted?.();
            },
            (e) => notifyError(errorMessage(e)),
          ),
      });
    } catch (e) {
      notifyError(errorMessage(e));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Button variant="outline" color="red.9" onClick={() => void ask()} loading={asking || remove.isPending}>
      Delete company
    </Button>
  );
}
