import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { LinkNotActive } from './LinkNotActive.tsx';

/** Spec 2.11: /accept?token=… works signed out. */
export function AcceptPage() {
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));
  const [clicked, setClicked] = useState(false);
  return (
    <AuthCard title="Accept quote">
      <Stack gap="md">
        <Text size="lg">Are you sure to accept your quote?</Text>
        {!hasToken && (
          <Text c="dimmed">This link has no quote in it. Please open the link from your email again.</Text>
        )}
        <div>
          <Button onClick={() => setClicked(true)} disabled={!hasToken}>
            Accept
          </Button>
        </div>
        {clicked && <LinkNotActive />}
      </Stack>
    </AuthCard>
  );
}
