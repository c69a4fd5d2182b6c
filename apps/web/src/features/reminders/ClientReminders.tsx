import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type ClientRemindersAnswer,
  type ReminderRules,
  reminderOverridesBetween,
} from '@portal/domain/reminders';
import { useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useClientReminders, useSaveClientReminders } from './api/clientReminders.ts';
import { ReminderRulesInputs } from './ReminderRulesInputs.tsx';

/**
 * Staff's reminder rules of one client (decisions/148): the business's rules with this client's
 * changes, kept part by part, so a later change of the defaults still reaches what the client
 * left alone. Every quote of the client follows them unless the quote changes them itself.
 */
export function ClientReminders({ clientId }: { clientId: number }) {
  const read = useClientReminders(clientId);
  if (read.isError) return <FormMessage error={errorMessage(read.error)} />;
  if (!read.data) return null;
  // Keyed by the client only: a save must not start the panel afresh, or its message would go.
  return <ClientRemindersPanel clientId={clientId} loaded={read.data} key={clientId} />;
}

function ClientRemindersPanel({ clientId, loaded }: { clientId: number; loaded: ClientRemindersAnswer }) {
  const [rules, setRules] = useState<ReminderRules>(loaded.rules);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const save = useSaveClientReminders(clientId);
  const own = Object.keys(loaded.overrides).length > 0;
  const saveRules = (wanted: ReminderRules, done: string) =>
    save.mutate(reminderOverridesBetween(loaded.defaults, wanted), {
      onSuccess: (answer) => {
        setRules(answer.rules);
        setMessage({ success: done });
      },
      onError: (error) => setMessage({ error: errorMessage(error) }),
    });
  return (
    <Paper component="section" withBorder p="md" radius="md" mt="md" aria-labelledby="client-reminders">
      <Title order={2} size="h5" id="client-reminders" mb="xs">
        Reminder rules
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {own
          ? "This client's quotes follow these rules, changed from the business's."
          : "This client's quotes follow the business's rules."}
      </Text>
      <Stack gap="sm">
        <ReminderRulesInputs rules={rules} onChange={setRules} />
        <Group>
          <Button
            loading={save.isPending}
            onClick={() => saveRules(rules, "The client's reminder rules are saved.")}
          >
            Save client reminder rules
          </Button>
          {own && (
            <Button
              variant="default"
              loading={save.isPending}
              onClick={() =>
                saveRules(loaded.defaults, "The client follows the business's reminder rules again.")
              }
            >
              Use the business's rules
            </Button>
          )}
        </Group>
        <FormMessage error={message.error ?? null} success={message.success ?? null} />
      </Stack>
    </Paper>
  );
}
