import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** One thing to act on: where to go, what it is, and a line saying why it is here. */
export type TodayEntry = { key: string | number; href: string; title: string; line: string };

/**
 * A group of the staff home page: its name and count, its first few entries each a link to the
 * place to act, and a link to the full list where the portal has one.
 */
export function TodayGroup({
  id,
  title,
  count,
  entries,
  seeAll,
}: {
  id: string;
  title: string;
  count: number;
  entries: TodayEntry[];
  seeAll?: { href: string; label: string };
}) {
  const headingId = `today-${id}`;
  return (
    <Paper component="section" withBorder p="lg" radius="md" bg="white" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Badge variant={count > 0 ? 'filled' : 'outline'} color={count > 0 ? 'navy' : 'gray.8'} size="lg">
          {count}
        </Badge>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm">Nothing waiting.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Anchor component={Link} to={entry.href} fw={600}>
                {entry.title}
              </Anchor>
              <Text size="sm">{entry.line}</Text>
            </li>
          ))}
        </Stack>
      )}
      {seeAll && count > 0 && (
        <Anchor component={Link} to={seeAll.href} size="sm" mt="sm" display="inline-block">
          {seeAll.label}
        </Anchor>
      )}
    </Paper>
  );
}
