import { Button, Group, Loader, Stack } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormMessage } from './FormMessage.tsx';

type Props<Draft, Key extends QueryKey> = {
  query: UseQueryOptions<Draft, Error, Draft, Key>;
  /** What the spinner announces while the draft loads. */
  loading: string;
  /** The words for a draft that could not load. */
  failure: (error: Error) => string;
  onCancel: () => void;
  children: (draft: Draft) => ReactNode;
};

/**
 * The send dialogs' first step (Email Quote, Send Sms): load the server's draft, announcing it
 * while it comes, and when it cannot come say why with only Cancel to press.
 */
export function DraftLoader<Draft, Key extends QueryKey>({
  query,
  loading,
  failure,
  onCancel,
  children,
}: Props<Draft, Key>) {
  const draft = useQuery(query);
  if (draft.isPending) return <Loader role="status" aria-label={loading} />;
  if (draft.isError)
    return (
      <Stack gap="md">
        <FormMessage error={failure(draft.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  return <>{children(draft.data)}</>;
}
