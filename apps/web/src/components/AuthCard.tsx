import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle.ts';

/** The narrow card the sign-in, register, forgot and reset pages sit in. */
export function AuthCard({
  title,
  intro,
  children,
  width = 440,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  usePageTitle(title);
  return (
    <Paper withBorder shadow="xs" radius="md" p="xl" maw={width} mx="auto" bg="white">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={6}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
