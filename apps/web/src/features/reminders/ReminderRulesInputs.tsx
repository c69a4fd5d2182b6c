import { Checkbox, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import {
  REMINDER_RULE_KINDS,
  REMINDER_RULE_TITLES,
  type ReminderRule,
  type ReminderRuleKind,
  type ReminderRules,
} from '@portal/domain/reminders';

const DAYS_LABEL: Record<ReminderRuleKind, string> = {
  not_opened: 'business days after sending',
  not_answered: 'business days after first opened',
  before_expiry: 'days before expiry',
  on_expiry: 'days (not used)',
};

/**
 * The four reminder rules as inputs, each labelled with its rule: on or off, its days, and the
 * channels it sends by. Used for the business's defaults and a quote's own rules.
 */
export function ReminderRulesInputs({
  rules,
  onChange,
  errors = {},
}: {
  rules: ReminderRules;
  onChange: (rules: ReminderRules) => void;
  errors?: Partial<Record<ReminderRuleKind, string>>;
}) {
  const set = (kind: ReminderRuleKind, patch: Partial<ReminderRule>) =>
    onChange({ ...rules, [kind]: { ...rules[kind], ...patch } });
  return (
    <Stack gap="sm">
      {REMINDER_RULE_KINDS.map((kind) => {
        const title = REMINDER_RULE_TITLES[kind];
        const rule = rules[kind];
        return (
          <Group key={kind} align="flex-end" gap="md">
            <Switch
              label={`${title}: remind`}
              checked={rule.on}
              onChange={(event) => set(kind, { on: event.currentTarget.checked })}
              w={260}
            />
            {kind !== 'on_expiry' ? (
              <NumberInput
                label={`${title}: ${DAYS_LABEL[kind]}`}
                min={0}
                max={365}
                allowDecimal={false}
                value={rule.days}
                onChange={(value) => set(kind, { days: typeof value === 'number' ? value : 0 })}
                error={errors[kind]}
                w={280}
              />
            ) : (
              <Text size="sm" w={280}>
                The day after the valid-to date
              </Text>
            )}
            <Checkbox
              label={`${title}: by e-mail`}
              checked={rule.email}
              onChange={(event) => set(kind, { email: event.currentTarget.checked })}
            />
            <Checkbox
              label={`${title}: by SMS`}
              checked={rule.sms}
              onChange={(event) => set(kind, { sms: event.currentTarget.checked })}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
