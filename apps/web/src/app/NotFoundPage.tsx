import { Paper, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';
import { useSession } from '../lib/session.ts';

/**
 * A path that is no page of the portal (decisions/112): say so, show the address that was asked
 * for, and offer the way back, rather than silently landing somewhere else.
 */
export function NotFoundPage() {
  const session = useSession();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" />
      <Paper withBorder p="xl" radius="md" bg="white">
        <Text>
          There is no page at <code>{pathname}</code>. The link may be mistyped or out of date.
        </Text>
        <Text mt="md">
          {session ? (
            <Link to="/">Go to your orders and quotes</Link>
          ) : (
            <Link to="/login-page">Go to sign in</Link>
          )}
        </Text>
      </Paper>
    </>
  );
}
