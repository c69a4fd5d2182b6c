import { Button } from '@mantine/core';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify.ts';
import type { FreshDraftState } from '../../quote-editor/index.ts';
import { useAddQuoteFor } from '../api/addQuoteFor.ts';
import { useCompanyByUser } from '../api/companyByUser.ts';

const FRESH_DRAFT: FreshDraftState = { freshDraft: true };

/**
 * The admin's NEW QUOTE REQUEST (spec 2.6, 5): a draft for the chosen client, then its editor at
 * /admin/requests/edit/{newId}, with the client's primary contact as its contact user. Without a
 * client it says 'Please select company first.'.
 */
export function NewQuoteRequestButton({
  userId,
  onMissingCompany,
}: {
  userId: number | null;
  onMissingCompany: (message: string) => void;
}) {
  const navigate = useNavigate();
  const add = useAddQuoteFor();
  const company = useCompanyByUser(userId).data;
  const contact = company?.contacts.find((c) => c.primary_set) ?? company?.contacts[0];
  const onClick = () => {
    if (userId === null) return onMissingCompany(QUOTE_MESSAGES.selectCompanyFirst);
    add.mutate(
      { userId, contactId: contact?.id },
      {
        // The editor deletes the draft again if staff leave it untouched.
        onSuccess: ({ id }) => navigate(`/admin/requests/edit/${id}`, { state: FRESH_DRAFT }),
        onError: (e) => notifyError(errorMessage(e)),
      },
    );
  };
  return (
    <Button onClick={onClick} loading={add.isPending}>
      NEW QUOTE REQUEST
    </Button>
  );
}
