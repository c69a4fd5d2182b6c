import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import type { ProductDetail } from '@portal/domain/catalogue';
import { cellKey } from './add-lines.ts';
import { QuantityInput } from './QuantityInput.tsx';

/**
 * The colour by size grid of quantities (quote spec 2): one number input from 0 per
 * combination that exists; the others stay empty. Tab moves through the grid; focusing a cell
 * selects its text so typing a number sets it.
 */
export function QuantityGrid({
  detail,
  quantities,
  onChange,
}: {
  detail: ProductDetail;
  quantities: Record<string, number>;
  onChange: (key: string, qty: number) => void;
}) {
  const exists = new Set(detail.productCombinations.map((c) => cellKey(c.colour, c.size)));
  const hex = new Map(detail.colours.map((c) => [c.name, c.hex]));
  return (
    <Table.ScrollContainer minWidth={200} type="native">
      <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6} w="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Colour</Table.Th>
            {detail.sizenames.map((size) => (
              <Table.Th key={size} scope="col" ta="center">
                {size}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.colornames.map((colour) => (
            <Table.Tr key={colour}>
              <Table.Th scope="row" fw={500}>
                <Group gap={6} wrap="nowrap">
                  {hex.get(colour) ? (
                    <ColorSwatch color={`#${hex.get(colour)}`} size={14} aria-hidden />
                  ) : null}
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {colour}
                  </Text>
                </Group>
              </Table.Th>
              {detail.sizenames.map((size) => {
                const key = cellKey(colour, size);
                if (!exists.has(key)) return <Table.Td key={size} />;
                const qty = quantities[key] ?? 0;
                return (
                  <Table.Td key={size} p={2}>
                    <QuantityInput
                      colour={colour}
                      size={size}
                      qty={qty}
                      width={56}
                      onChange={(value) => onChange(key, value)}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
