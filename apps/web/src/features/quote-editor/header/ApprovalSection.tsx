import { Group, NumberInput, Text } from '@mantine/core';
import { approvedTotal } from '../state/editor-state.ts';
import type { SectionProps } from './types.ts';

const amount = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

/** Staff only (accounts spec 2.10): approve price, discount and their total, two decimals. */
export function ApprovalSection({ header, onChange, readOnly }: SectionProps) {
  return (
    <Group align="flex-end" gap="md">
      <NumberInput
        label="Approve price"
        value={header.approved_price}
        onChange={(v) => onChange({ approved_price: amount(v) })}
        decimalScale={2}
        min={0}
        prefix="$"
        disabled={readOnly}
        w={160}
      />
      <NumberInput
        label="Discount"
        value={header.discount}
        onChange={(v) => onChange({ discount: amount(v) })}
        decimalScale={2}
        min={0}
        prefix="$"
        disabled={readOnly}
        w={160}
      />
      <div>
        <Text size="sm" fw={500}>
          Total
        </Text>
        <Text data-testid="approved-total" py={6}>
          ${approvedTotal(header)}
        </Text>
      </div>
    </Group>
  );
}
