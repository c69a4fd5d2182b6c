import {
  Anchor,
  Button,
  Group,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { useBusiness } from '../../lib/business.ts';
import { useLogin } from './api/login.ts';
import { ContactLine } from './ContactLine.tsx';
import { useSignIn } from './useSignIn.ts';

type FieldErrors = { email?: string; password?: string };

/** Spec 2.2: email, password, a button, a red error under the button, links to /forgot and /register-page. */
export function LoginPage() {
  const business = useBusiness();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const signIn = useSignIn();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Spec 5: both fields non-empty, otherwise no request. (The checks of the domain's
    // loginBody, written out so the sign-in page does not load the schema library.)
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = MESSAGES.emailRequired;
    if (!password) errors.password = MESSAGES.passwordRequired;
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: signIn,
        onError: (err) =>
          setError(err instanceof ApiError && err.status === 401 ? MESSAGES.loginFailed : errorMessage(err)),
      },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing="xl">
      <Stack gap="md" justify="center" visibleFrom="md">
        <Title order={2} size="h3" c="navy.8">
          Welcome to the {business.trading_name ? `${business.trading_name} ` : ''}trade portal
        </Title>
        <Text>Quote, order and track decorated workwear and uniforms for your business in one place.</Text>
        <List spacing="xs">
          <List.Item>Build quotes from more than twenty supplier catalogues.</List.Item>
          <List.Item>Add embroidery, screen print, vinyl or digital print to any garment.</List.Item>
          <List.Item>Approve quotes, place orders and follow them through production.</List.Item>
        </List>
      </Stack>
      <AuthCard title="Log in" intro="Sign in with the email address of your trade account.">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldErrors.email}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" fullWidth size="md" loading={login.isPending}>
              LOG IN
            </Button>
            <FormMessage error={error} />
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to="/forgot" size="sm">
                Forgot your password?
              </Anchor>
              <Anchor component={Link} to="/register-page" size="sm">
                Create a trade account
              </Anchor>
            </Group>
            <ContactLine />
          </Stack>
        </form>
      </AuthCard>
    </SimpleGrid>
  );
}
