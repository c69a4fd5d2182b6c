import { Radio, Stack, Textarea, TextInput } from '@mantine/core';
import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  MAX_DECLINE_NOTE,
  MAX_DECLINE_OTHER,
} from '@portal/domain/quote-links';

/** What the fields hold: the reason chosen, the words of "other", and the note. */
export type DeclineFormValues = { reason: string; other: string; note: string };
export const EMPTY_DECLINE: DeclineFormValues = { reason: '', other: '', note: '' };

/**
 * Why a customer declines: one reason from the domain's list (a radio group, so the choice is
 * one), the words of "Other" when it is chosen, and the optional note. Used by the reject link
 * page and the portal's Decline, which judge the values with `declineOf` as the server does.
 */
export function DeclineReasonFields({
  values,
  onChange,
  noteLabel = 'Anything else you would like us to know (optional)',
}: {
  values: DeclineFormValues;
  onChange: (values: DeclineFormValues) => void;
  noteLabel?: string;
}) {
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Why are you declining?"
        withAsterisk
        value={values.reason}
        onChange={(reason) => onChange({ ...values, reason })}
      >
        <Stack gap={6} mt={6}>
          {DECLINE_REASONS.map((reason) => (
            <Radio key={reason} value={reason} label={DECLINE_REASON_LABELS[reason]} />
          ))}
        </Stack>
      </Radio.Group>
      {values.reason === 'other' && (
        <TextInput
          label="Other reason"
          required
          maxLength={MAX_DECLINE_OTHER}
          value={values.other}
          onChange={(event) => onChange({ ...values, other: event.currentTarget.value })}
        />
      )}
      <Textarea
        label={noteLabel}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={MAX_DECLINE_NOTE}
        value={values.note}
        onChange={(event) => onChange({ ...values, note: event.currentTarget.value })}
      />
    </Stack>
  );
}
