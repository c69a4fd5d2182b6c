import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type RegisterBody, registerBody } from '@portal/domain/account';
import { MESSAGES } from '@portal/domain/messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useRegister } from './api/register.ts';
import { useSignIn } from './useSignIn.ts';

const EMPTY: RegisterBody = { company: '', number: '', firstname: '', lastname: '', email: '', password: '' };

/**
 * Spec 2.2: company, number, firstname, lastname, email, password; a successful registration
 * signs in. Empty email or password: the spec's message, no request (spec 5). Other problems
 * are shown as 'field: message', the way the server words them (spec 8).
 */
export function RegisterPage() {
  const [form, setForm] = useState<RegisterBody>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const register = useRegister();
  const signIn = useSignIn();

  const field = (name: keyof RegisterBody) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.email.trim() || !form.password) {
      setError(MESSAGES.emptyFormFailure);
      return;
    }
    const parsed = registerBody.safeParse(form);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? `${String(issue.path[0] ?? 'form')}: ${issue.message}` : MESSAGES.emptyFormFailure);
      return;
    }
    register.mutate(parsed.data, { onSuccess: signIn, onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <AuthCard
      title="Create a trade account"
      intro="Open an account for your business to request quotes and place orders."
      width={620}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Company" autoComplete="organization" {...field('company')} />
          <TextInput label="Contact Number" type="tel" autoComplete="tel" {...field('number')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First Name" autoComplete="given-name" {...field('firstname')} />
            <TextInput label="Last Name" autoComplete="family-name" {...field('lastname')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters."
            {...field('password')}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            REGISTER
          </Button>
          <FormMessage error={error} />
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to="/login-page">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
