import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useForgotPassword } from './api/forgotPassword.ts';
import { ContactLine } from './ContactLine.tsx';

/**
 * Spec 2.2, with the reset-link flow of docs/decisions: e-mail only; success shows the server's
 * message ('We sent a password reset link to your email').
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(null);
    if (!email.trim()) {
      setError(MESSAGES.emptyFormFailure);
      return;
    }
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: (message) =>
          setSent(typeof message === 'string' && message ? message : MESSAGES.resetLinkSent),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            SEND RESET LINK
          </Button>
          <FormMessage error={error} success={sent} />
          <Text size="sm">
            <Anchor component={Link} to="/login-page">
              Back to log in
            </Anchor>
          </Text>
          <ContactLine />
        </Stack>
      </form>
    </AuthCard>
  );
}
