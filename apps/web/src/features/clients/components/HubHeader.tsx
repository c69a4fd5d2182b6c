import { Group, Paper, Text, Title } from '@mantine/core';
import { useCompanyByUser } from '../api/companyByUser.ts';

/**
 * The company/contact header panel (spec 2.6): who the hub is working for — the company, its
 * sign-in account and its primary contact — so every tab below reads as that client's.
 */
export function HubHeader({ userId }: { userId: number }) {
  const company = useCompanyByUser(userId).data;
  const primary = company?.contacts.find((c) => c.primary_set) ?? company?.contacts[0];
  return (
    <Paper p="md" radius="md" bg="navy.8" c="white" component="section" aria-labelledby="hub-client">
      <Group justify="space-between" align="flex-start" gap="lg">
        <div>
          <Title order={2} size="h4" id="hub-client">
            {company?.company ?? 'No company yet'}
          </Title>
          <Text size="sm">Account: {company?.user.email ?? '—'}</Text>
        </div>
        <div>
          <Text size="sm" fw={700}>
            Primary Contact
          </Text>
          {primary ? (
            <Text size="sm">
              {`${primary.firstname} ${primary.lastname}`.trim()}
              {primary.position ? `, ${primary.position}` : ''} · {primary.email}
              {primary.mobile ? ` · ${primary.mobile}` : ''}
            </Text>
          ) : (
            <Text size="sm">No contact yet</Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}
