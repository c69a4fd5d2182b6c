import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle.ts';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-end" mb="xl" gap="md">
      <div>
        <Title order={1}>{title}</Title>
        {description && (
          <Text c="dimmed" mt={6} maw={720}>
            {description}
          </Text>
        )}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
