import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { MAX_PROOF_CHECKLIST_ITEMS } from '@portal/domain/proofs';
import type { SectionProps } from './section-props.ts';

/**
 * The proof step's settings: whether every decoration needs an approved proof (or staff's
 * override) before its order goes to production, and the items a customer ticks before approving.
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
