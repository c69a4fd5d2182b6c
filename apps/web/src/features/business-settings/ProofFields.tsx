import { Button, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { MAX_PROOF_CHECKLIST_ITEMS, MAX_ROUNDS_INCLUDED } from '@portal/domain/proofs';
import type { SectionProps } from './section-props.ts';

/** The fee as typed: the input answers a string for a figure it keeps as typed, such as 49.50. */
const dollarsOf = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/**
 * The proof step's settings: whether every decoration needs an approved proof (or staff's
 * override) before its order goes to production, the items a customer ticks before approving, and
 * the rounds included before each further proof version adds the artwork fee (decisions/160).
 */
export function ProofFields({ draft, change, errors }: SectionProps) {
  const proofs = draft.proofs;
  const setChecklist = (checklist: string[]) => change({ proofs: { ...proofs, checklist } });
  return (
    <Stack gap="md">
      <Switch
        label="Every decoration needs an approved proof before its order goes to production"
        description="Off: only decorations that have a proof wait for its approval."
        checked={proofs.required}
        onChange={(event) => change({ proofs: { ...proofs, required: event.currentTarget.checked } })}
      />
      <Group gap="md" align="flex-start">
        <NumberInput
          label="Proof rounds included"
          description="Versions of a decoration's proof sent before the artwork fee applies."
          min={1}
          max={MAX_ROUNDS_INCLUDED}
          allowDecimal={false}
          value={proofs.rounds_included}
          onChange={(value) =>
            change({ proofs: { ...proofs, rounds_included: typeof value === 'number' ? value : Number.NaN } })
          }
          error={errors['proofs.rounds_included']}
          w={260}
        />
        <NumberInput
          label="Artwork fee per extra round (ex GST)"
          description="Added to the quote for each version past those included; 0 adds none."
          prefix="$"
          min={0}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          value={proofs.round_fee_cents / 100}
          onChange={(value) =>
            change({
              proofs: {
                ...proofs,
                round_fee_cents: Math.round(dollarsOf(value) * 100),
              },
            })
          }
          error={errors['proofs.round_fee_cents']}
          w={260}
        />
      </Group>
      <Stack gap="xs" role="group" aria-labelledby="proof-checklist-title">
        <Text fw={600} size="sm" id="proof-checklist-title">
          What the customer checks before approving a proof
        </Text>
        {proofs.checklist.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are plain words; their place is their identity.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`Checklist item ${index + 1}`}
              value={item}
              maxLength={60}
              onChange={(event) => {
                const words = event.currentTarget.value;
                setChecklist(proofs.checklist.map((old, i) => (i === index ? words : old)));
              }}
              error={errors[`proofs.checklist.${index}`]}
            />
            <Button
              variant="default"
              mt={25}
              aria-label={`Remove checklist item ${index + 1}`}
              onClick={() => setChecklist(proofs.checklist.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </Group>
        ))}
        {errors['proofs.checklist'] && (
          <Text role="alert" c="red.9" size="sm">
            {errors['proofs.checklist']}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            disabled={proofs.checklist.length >= MAX_PROOF_CHECKLIST_ITEMS}
            onClick={() => setChecklist([...proofs.checklist, ''])}
          >
            Add a checklist item
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
