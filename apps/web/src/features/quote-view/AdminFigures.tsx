import { Group, TextInput } from '@mantine/core';
import { approvedTotalCents, centsToDecimal, toCents } from '@portal/domain/money';

/** Staff's read-only Approve price, Discount and Total (approved price minus discount). */
export function AdminFigures({ approvedPrice, discount }: { approvedPrice: unknown; discount: unknown }) {
  return (
    <Group gap="md" align="flex-end">
      <TextInput label="Approve price" readOnly value={centsToDecimal(toCents(approvedPrice))} w={160} />
      <TextInput label="Discount" readOnly value={centsToDecimal(toCents(discount))} w={160} />
      <TextInput
        label="Total"
        readOnly
        value={centsToDecimal(approvedTotalCents(approvedPrice, discount))}
        w={160}
      />
    </Group>
  );
}
