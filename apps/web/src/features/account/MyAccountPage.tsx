import { Grid, Loader, Paper, Text, Title } from '@mantine/core';
import type { SetPasswordBody } from '@portal/domain';
import { MESSAGES } from '@portal/domain/messages';
import { AccountChangeForm } from '../../components/AccountChangeForm.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { getSession, updateSessionUser } from '../../lib/session.ts';
import { useEditAccount } from './api/editAccount.ts';
import { useSetPassword } from './api/setPassword.ts';

/**
 * Spec 2.3 and 5: email, new password and confirm password. The checks and the confirm dialog
 * are the shared AccountChangeForm's (the client hub's Change Account uses the same form).
 */
export function MyAccountPage() {
  const account = useEditAccount();
  const change = useSetPassword();

  const save = async (id: number, body: SetPasswordBody) => {
    const message = await change.mutateAsync({ id, ...body });
    const session = getSession();
    if (session && session.user.id === id) updateSessionUser({ ...session.user, email: body.email });
    return typeof message === 'string' && message ? message : MESSAGES.accountChanged;
  };

  return (
    <>
      <PageHeader
        title="My Account"
        description="Change the email address you sign in with and your password."
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="xl" radius="md" bg="white">
            {account.isPending ? (
              <Loader role="status" aria-label="Loading your account" />
            ) : account.isError ? (
              <FormMessage error={errorMessage(account.error)} />
            ) : (
              <AccountChangeForm
                title="Sign-in details"
                initialEmail={account.data.email}
                saving={change.isPending}
                onSave={(values) => save(account.data.id, values)}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {account.data && (
            <Paper withBorder p="xl" radius="md" bg="white">
              <Title order={2} size="h4" mb="md">
                Account
              </Title>
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
                <dt>
                  <Text fw={600}>Company</Text>
                </dt>
                <dd style={{ margin: 0 }}>{account.data.company || '—'}</dd>
                <dt>
                  <Text fw={600}>Name</Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  {account.data.firstname} {account.data.lastname}
                </dd>
                <dt>
                  <Text fw={600}>Contact Number</Text>
                </dt>
                <dd style={{ margin: 0 }}>{account.data.number || '—'}</dd>
              </dl>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
