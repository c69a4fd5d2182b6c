import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard.tsx';
import { LinkNotActive } from './LinkNotActive.tsx';

/** Spec 2.11: /reject?token=… works signed out; the reason is optional. */
export function RejectPage() {
  const [params] = useSearchParams();
  const hasToken = Boolean(params.get('token'));
  const [note, setNote] = useState('');
  const [clicked, setClicked] = useState(false);
  return (
    <AuthCard title="Reject quote">
      <Stack gap="md">
        <Text size="lg">Are you sure to reject your quote?</Text>
        {!hasToken && (
          <Text c="dimmed">This link has no quote in it. Please open the link from your email again.</Text>
        )}
        <Textarea
          label="Reason (optional)"
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <div>
          <Button color="red.9" onClick={() => setClicked(true)} disabled={!hasToken}>
            Reject
          </Button>
        </div>
        {clicked && <LinkNotActive />}
      </Stack>
    </AuthCard>
  );
}
