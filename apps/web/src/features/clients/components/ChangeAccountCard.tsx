import { Loader, Paper } from '@mantine/core';
import type { SetPasswordBody } from '@portal/domain';
import { MESSAGES } from '@portal/domain/messages';
import { AccountChangeForm } from '../../../components/AccountChangeForm.tsx';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useAccount } from '../api/accountOf.ts';
import { useChangeClientAccount } from '../api/changeClientAccount.ts';

/** The admin's Change Account form for the chosen client (spec 2.6): the client's e-mail and password. */
export function ChangeAccountCard({ userId }: { userId: number }) {
  const account = useAccount(userId);
  const change = useChangeClientAccount();
  const save = async (body: SetPasswordBody) => {
    const message = await change.mutateAsync({ id: userId, ...body });
    return typeof message === 'string' && message ? message : MESSAGES.accountChanged;
  };
  return (
    <Paper withBorder p="lg" radius="md" bg="white">
      {account.isPending ? (
        <Loader role="status" aria-label="Loading the account" />
      ) : account.isError ? (
        <FormMessage error={errorMessage(account.error)} />
      ) : (
        <AccountChangeForm
          title="Change Account"
          initialEmail={account.data.email}
          saving={change.isPending}
          onSave={save}
        />
      )}
    </Paper>
  );
}
