import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { SectionProps } from './section-props.ts';

/** How long quotes hold, how customers pay, and the Next Steps tip of the quote editor. */
export function PaymentFields({ draft, change, errors }: SectionProps) {
  const r = draft.remittance;
  const setRemittance = (patch: Partial<typeof r>) => change({ remittance: { ...r, ...patch } });
  return (
    <Stack gap="md">
      <NumberInput
        label="Quote validity (days)"
        min={1}
        max={365}
        allowDecimal={false}
        value={draft.quote_validity_days}
        onChange={(value) => change({ quote_validity_days: typeof value === 'number' ? value : Number.NaN })}
        error={errors.quote_validity_days}
        w={220}
      />
      <NumberInput
        label="Price move to list (%)"
        description="Each business day, quotes expiring within the week whose total would move by more than this if priced again are listed on Today."
        min={0.1}
        max={100}
        step={0.5}
        decimalScale={1}
        value={draft.price_move_percent}
        onChange={(value) => change({ price_move_percent: typeof value === 'number' ? value : Number.NaN })}
        error={errors.price_move_percent}
        w={220}
      />
      <Textarea
        label="Payment terms"
        autosize
        minRows={2}
        value={draft.payment_terms}
        onChange={(event) => change({ payment_terms: event.currentTarget.value })}
        error={errors.payment_terms}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Account name"
          value={r.account_name}
          onChange={(event) => setRemittance({ account_name: event.currentTarget.value })}
          error={errors['remittance.account_name']}
        />
        <TextInput
          label="BSB"
          description="6 digits"
          value={r.bsb}
          onChange={(event) => setRemittance({ bsb: event.currentTarget.value })}
          error={errors['remittance.bsb']}
        />
        <TextInput
          label="Account number"
          value={r.account_number}
          onChange={(event) => setRemittance({ account_number: event.currentTarget.value })}
          error={errors['remittance.account_number']}
        />
      </SimpleGrid>
      <Textarea
        label="Next Steps (the quote editor's tip)"
        autosize
        minRows={2}
        value={draft.next_steps}
        onChange={(event) => change({ next_steps: event.currentTarget.value })}
        error={errors.next_steps}
      />
    </Stack>
  );
}
