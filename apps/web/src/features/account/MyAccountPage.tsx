import { Button, Grid, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { setPasswordBody } from '@portal/domain';
import { CONFIRM_TEXTS, MESSAGES } from '@portal/domain/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { getSession, updateSessionUser } from '../../lib/session.ts';
import { useEditAccount } from './api/editAccount.ts';
import { useSetPassword } from './api/setPassword.ts';

/**
 * Spec 2.3 and 5: email, new password and confirm password. The checks ('The password is not
 * matching', 'The email is required') come first, then a confirm dialog, and only then the call.
 */
export function MyAccountPage() {
  const account = useEditAccount();
  const change = useSetPassword();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (account.data) setEmail(account.data.email);
  }, [account.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!account.data) return;
    if (password !== confirm) {
      setError(MESSAGES.passwordNotMatching);
      return;
    }
    if (!email.trim()) {
      setError(MESSAGES.emailRequired);
      return;
    }
    const parsed = setPasswordBody.safeParse({ email, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? `${String(issue.path[0] ?? 'form')}: ${issue.message}` : MESSAGES.genericFailure);
      return;
    }
    const id = account.data.id;
    modals.openConfirmModal({
      title: 'Change account',
      children: <Text size="sm">{CONFIRM_TEXTS.changeAccount}</Text>,
      labels: { confirm: 'Yes, change it', cancel: 'Cancel' },
      onConfirm: () =>
        change.mutate(
          { id, ...parsed.data },
          {
            onSuccess: (message) => {
              notifySuccess(typeof message === 'string' && message ? message : MESSAGES.accountChanged);
              setPassword('');
              setConfirm('');
              const session = getSession();
              if (session && session.user.id === id)
                updateSessionUser({ ...session.user, email: parsed.data.email });
            },
            onError: (err) => {
              setError(errorMessage(err));
              notifyError(errorMessage(err));
            },
          },
        ),
    });
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
              <Loader aria-label="Loading your account" />
            ) : account.isError ? (
              <FormMessage error={errorMessage(account.error)} />
            ) : (
              <form onSubmit={onSubmit} noValidate>
                <Stack gap="md">
                  <Title order={2} size="h4">
                    Sign-in details
                  </Title>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                  />
                  <PasswordInput
                    label="New Password"
                    autoComplete="new-password"
                    description="At least 8 characters."
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                  />
                  <PasswordInput
                    label="Confirm Password"
                    autoComplete="new-password"
                    value={confirm}
                    onChange={(e) => setConfirm(e.currentTarget.value)}
                  />
                  <div>
                    <Button type="submit" loading={change.isPending}>
                      SAVE
                    </Button>
                  </div>
                  <FormMessage error={error} />
                </Stack>
              </form>
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
