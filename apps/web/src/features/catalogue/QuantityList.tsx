import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@portal/domain/catalogue';
import { useState } from 'react';
import { cellKey } from './add-lines.ts';
import { QuantityInput } from './QuantityInput.tsx';

/**
 * The quantities on a phone: one colour at a time, its sizes one per row, so each field is wide
 * enough to tap and the sizes read down the screen. Quantities typed for another colour are kept
 * while a different one is shown.
 */
export function QuantityList({
  detail,
  quantities,
  onChange,
}: {
  detail: ProductDetail;
  quantities: Record<string, number>;
  onChange: (key: string, qty: number) => void;
}) {
  const [colour, setColour] = useState(detail.colornames[0] ?? '');
  const sizes = new Set(detail.productCombinations.filter((c) => c.colour === colour).map((c) => c.size));
  return (
    <Stack gap="xs">
      {detail.colornames.length > 1 && (
        <NativeSelect
          label="Colour"
          data={detail.colornames}
          value={colour}
          onChange={(event) => setColour(event.currentTarget.value)}
        />
      )}
      <Stack gap={4} role="group" aria-label={`Sizes of ${colour}`}>
        {detail.sizenames
          .filter((size) => sizes.has(size))
          .map((size) => {
            const key = cellKey(colour, size);
            return (
              <Group key={size} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {colour}, size {size}
                </Text>
                <QuantityInput
                  colour={colour}
                  size={size}
                  qty={quantities[key] ?? 0}
                  width={96}
                  onChange={(qty) => onChange(key, qty)}
                />
              </Group>
            );
          })}
      </Stack>
    </Stack>
  );
}
