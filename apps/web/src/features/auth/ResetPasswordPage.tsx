import { Anchor, Button, Stack, Text } from '@mantine/core';
import { RESET_LINK_USED } from '@portal/domain/account';
import { MESSAGES } from '@portal/domain/messages';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { useResetLinkState } from './api/resetLinkState.ts';
import { useResetPassword } from './api/resetPassword.ts';

/** /reset?token=…: the page the mailed reset link opens. The token works once and expires. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetPassword();
  const link = useResetLinkState(token);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setError(MESSAGES.passwordNotMatching);
      return;
    }
    if (!password) {
      setError(MESSAGES.emptyFormFailure);
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: (message) =>
          setDone(typeof message === 'string' && message ? message : MESSAGES.passwordChanged),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  if (!done && link.isPending && token) return <PageLoader />;

  // A link that cannot set a password says why at once, instead of a form that can only fail.
  const dead = !token || (!done && (link.data === 'used' || link.data === 'invalid'));
  if (dead) {
    return (
      <AuthCard title="Choose a new password">
        <FormMessage error={link.data === 'used' ? RESET_LINK_USED : MESSAGES.resetLinkInvalid} />
        <Anchor component={Link} to="/forgot">
          Ask for a new reset link
        </Anchor>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Choose a new password">
        <FormMessage success={done} />
        <Text>
          {session ? (
            <Anchor component={Link} to="/">
              Continue to the portal
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login-page">
              Log in with your new password
            </Anchor>
          )}
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" intro="Enter the new password for your account twice.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            SET NEW PASSWORD
          </Button>
          <FormMessage error={error} />
          {error === MESSAGES.resetLinkInvalid && (
            <Anchor component={Link} to="/forgot" size="sm">
              Ask for a new reset link
            </Anchor>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
