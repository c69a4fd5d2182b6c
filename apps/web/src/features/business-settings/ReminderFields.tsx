import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { REMINDER_RULE_KINDS } from '@portal/domain/reminders';
import { ReminderRulesInputs } from '../reminders/index.ts';
import type { SectionProps } from './section-props.ts';

/**
 * When reminders may go (business hours, on business days of the state chosen above) and the
 * rules every quote follows unless its client or the quote changes them.
 */
export function ReminderFields({ draft, change, errors }: SectionProps) {
  const hours = draft.business_hours;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="time"
          label="Business hours open"
          value={hours.opens}
          onChange={(event) => change({ business_hours: { ...hours, opens: event.currentTarget.value } })}
          error={errors['business_hours.opens']}
        />
        <TextInput
          type="time"
          label="Business hours close"
          value={hours.closes}
          onChange={(event) => change({ business_hours: { ...hours, closes: event.currentTarget.value } })}
          error={errors['business_hours.closes']}
        />
      </SimpleGrid>
      <ReminderRulesInputs
        rules={draft.reminder_rules}
        onChange={(reminder_rules) => change({ reminder_rules })}
        errors={Object.fromEntries(
          REMINDER_RULE_KINDS.map((kind) => [kind, errors[`reminder_rules.${kind}.days`]]),
        )}
      />
    </Stack>
  );
}
