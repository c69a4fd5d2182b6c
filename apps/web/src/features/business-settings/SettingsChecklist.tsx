import { Badge, List, Paper, Text, Title } from '@mantine/core';
import type { BusinessSettingsAnswer } from '@portal/domain/business-settings';

/**
 * What is not set yet, each with what it changes for customers: a new
 * business's list of things to do after create-admin. Services are set on the server
 * (README, Configuration); the rest in the form below.
 */
export function SettingsChecklist({ checklist }: { checklist: BusinessSettingsAnswer['checklist'] }) {
  const open = checklist.filter((item) => !item.done);
  return (
    <Paper withBorder p="lg" radius="md" bg="white">
      <Title order={2} size="h4" mb="xs">
        Not set yet
      </Title>
      {open.length === 0 ? (
        <Text>Everything customers rely on is set.</Text>
      ) : (
        <List spacing="sm" aria-label="What is not set yet">
          {open.map((item) => (
            <List.Item key={item.key}>
              <Badge color="orange.9" variant="light" mr={8}>
                Not set
              </Badge>
              <Text span fw={700}>
                {item.label}
              </Text>
              : {item.effect}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
