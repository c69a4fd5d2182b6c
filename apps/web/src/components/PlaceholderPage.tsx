import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';

/**
 * A page whose working parts come in a later release: it says plainly what will be here
 * rather than pretending.
 */
export function PlaceholderPage({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl" radius="md" bg="white">
        <Text>{children}</Text>
        <Text c="dimmed" size="sm" mt="sm">
          This page is being built and will be available in an upcoming release of the portal.
        </Text>
        {extra}
      </Paper>
    </>
  );
}
