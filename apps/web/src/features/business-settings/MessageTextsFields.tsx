import { Checkbox, Paper, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGE_TEXT_KEYS, MESSAGE_TEXTS, previewMessageText } from '@portal/domain/business-settings';
import { ORDER_STEP_LABELS, ORDER_STEPS } from '@portal/domain/order-progress';
import type { SectionProps } from './section-props.ts';

/**
 * The words of every mail and text the portal sends, each with its placeholders and a preview
 * filled with samples, shown while typing, before anything is saved. The order's steps each
 * have a switch too: whether the customer is told of that step at all.
 */
export function MessageTextsFields({ draft, change, errors }: SectionProps) {
  return (
    <Stack gap="lg">
      {MESSAGE_TEXT_KEYS.map((key) => {
        const { label, placeholders } = MESSAGE_TEXTS[key];
        const value = draft.texts[key];
        const error = errors[`texts.${key}`];
        const step = ORDER_STEPS.find((s) => key === `order_${s}`);
        return (
          <Stack key={key} gap={6}>
            {step && (
              <Checkbox
                label={`Tell the customer by e-mail when the order reaches “${ORDER_STEP_LABELS[step]}”`}
                checked={draft.order_notices[step]}
                onChange={(event) =>
                  change({ order_notices: { ...draft.order_notices, [step]: event.currentTarget.checked } })
                }
              />
            )}
            <Textarea
              label={label}
              description={`Placeholders: ${placeholders.map((p) => `{${p.name}} ${p.meaning}`).join('; ')}`}
              autosize
              minRows={3}
              value={value}
              onChange={(event) => change({ texts: { ...draft.texts, [key]: event.currentTarget.value } })}
              error={error}
            />
            {!error && (
              <Paper withBorder p="sm" bg="gray.0" aria-label={`Preview of ${label}`} role="region">
                <Text size="xs" fw={700} mb={4}>
                  Preview
                </Text>
                {/* A link is one long word: on a phone it must wrap, not push the page sideways. */}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {previewMessageText(key, value, draft.trading_name)}
                </Text>
              </Paper>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
