import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime } from '@portal/domain/dates';
import {
  effectiveReminderRules,
  type ReminderRules,
  reminderOverridesBetween,
} from '@portal/domain/reminders';
import { memo, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useChangeQuoteReminders, useQuoteReminders } from './api/quoteReminders.ts';
import { ReminderRulesInputs } from './ReminderRulesInputs.tsx';

/**
 * Staff's reminders of one quote: its own rules over the business's and its client's, a snooze,
 * and every reminder written for it.
 */
export const QuoteReminders = memo(function QuoteReminders({ quoteId }: { quoteId: number }) {
  const read = useQuoteReminders(quoteId);
  if (!read.data) return null;
  // Keyed by the quote only: an answer arriving (a save, a read on focus) must not start the panel
  // afresh, or a date typed meanwhile would be lost and Snooze would send an empty one.
  return <QuoteRemindersPanel quoteId={quoteId} loaded={read.data} key={quoteId} />;
});

function QuoteRemindersPanel({
  quoteId,
  loaded,
}: {
  quoteId: number;
  loaded: NonNullable<ReturnType<typeof useQuoteReminders>['data']>;
}) {
  const [rules, setRules] = useState<ReminderRules>(loaded.rules);
  const [until, setUntil] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeQuoteReminders(quoteId);
  const inherited = effectiveReminderRules(loaded.defaults, loaded.client_overrides);
  const onError = (error: unknown) => setFailure(errorMessage(error));
  const onSuccess = () => setFailure(null);
  return (
    <Paper component="section" withBorder p="md" radius="md" mb="md" aria-labelledby="quote-reminders">
      <Title order={2} size="h5" id="quote-reminders" mb="sm">
        Reminders
      </Title>
      <Stack gap="sm">
        <ReminderRulesInputs rules={rules} onChange={setRules} />
        <Group>
          <Button
            variant="default"
            loading={change.rules.isPending}
            onClick={() =>
              change.rules.mutate(reminderOverridesBetween(inherited, rules), {
                onSuccess: (answer) => {
                  setRules(answer.rules);
                  onSuccess();
                },
                onError,
              })
            }
          >
            Save reminder rules
          </Button>
        </Group>
        <Group align="flex-end">
          <TextInput
            type="date"
            label="Snooze reminders until"
            value={until}
            onChange={(event) => setUntil(event.currentTarget.value)}
          />
          <Button
            loading={change.snooze.isPending}
            onClick={() => change.snooze.mutate(until, { onSuccess, onError })}
          >
            Snooze
          </Button>
          {loaded.snoozed_until && (
            <>
              <Text size="sm">Snoozed until {formatDisplayDate(loaded.snoozed_until)}</Text>
              <Button variant="default" onClick={() => change.snooze.mutate(null, { onSuccess, onError })}>
                Resume reminders
              </Button>
            </>
          )}
        </Group>
        <FormMessage error={failure} />
        {loaded.reminders.length + loaded.proof_reminders.length > 0 ? (
          <Table aria-label="Reminders of this quote">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rule</Table.Th>
                <Table.Th>About</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[
                ...loaded.reminders.map((reminder) => ({
                  ...reminder,
                  key: `${reminder.rule}-${reminder.revision}`,
                  about: `R${reminder.revision}`,
                })),
                ...loaded.proof_reminders.map((reminder) => ({
                  ...reminder,
                  key: `proofs-${reminder.rule}-${reminder.round_sent_at}`,
                  about: `Proofs sent ${formatDisplayDateTime(reminder.round_sent_at)}`,
                })),
              ].map((reminder) => (
                <Table.Tr key={reminder.key}>
                  <Table.Td>{reminder.label}</Table.Td>
                  <Table.Td>{reminder.about}</Table.Td>
                  <Table.Td>{reminder.state}</Table.Td>
                  <Table.Td>{reminder.sent_at ? formatDisplayDateTime(reminder.sent_at) : ''}</Table.Td>
                  <Table.Td>{reminder.channels.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">No reminder has been sent for this quote.</Text>
        )}
      </Stack>
    </Paper>
  );
}
