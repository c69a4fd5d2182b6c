import { Group, NumberInput, Text } from '@mantine/core';
import { approvedTotal } from '../state/editor-state.ts';
import type { SectionProps } from './types.ts';

const amount = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

/** A dollar figure of the approval, two decimals and never below 0. */
const DollarInput = (props: {
  label: string;
  value: number | string | undefined;
  onChange: (value: number) => void;
  disabled: boolean;
}) => (
  <NumberInput
    label={props.label}
    value={props.value}
    onChange={(v) => props.onChange(amount(v))}
    decimalScale={2}
    fixedDecimalScale
    min={0}
    prefix="$"
    disabled={props.disabled}
    w={160}
  />
);

/** Staff only (accounts spec 2.10): approve price, discount and their total, two decimals. */
export function ApprovalSection({ header, onChange, readOnly }: SectionProps) {
  return (
    <Group align="flex-end" gap="md">
      <DollarInput
        label="Approve price"
        value={header.approved_price}
        onChange={(approved_price) => onChange({ approved_price })}
        disabled={readOnly}
      />
      <DollarInput
        label="Discount"
        value={header.discount}
        onChange={(discount) => onChange({ discount })}
        disabled={readOnly}
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
