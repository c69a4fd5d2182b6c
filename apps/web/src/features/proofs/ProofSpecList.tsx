import { List, Text } from '@mantine/core';
import type { ProofView } from '@portal/domain/proofs';

/** What the proof says will be produced, line by line; nothing when staff gave no spec. */
export function ProofSpecList({ spec }: { spec: ProofView['spec'] }) {
  const size =
    spec.width_mm !== null || spec.height_mm !== null
      ? `${spec.width_mm ?? '?'} × ${spec.height_mm ?? '?'} mm`
      : null;
  const lines: [string, string | null][] = [
    ['Size', size],
    ['Stitch count', spec.stitch_count === null ? null : spec.stitch_count.toLocaleString('en-AU')],
    ['Thread or ink colours', spec.colours.length ? spec.colours.join(', ') : null],
    ['Garment colours', spec.garment_colours.length ? spec.garment_colours.join(', ') : null],
    ['Placement', spec.placement_note || null],
  ];
  const given = lines.filter(([, value]) => value !== null);
  if (given.length === 0) return null;
  return (
    <List size="sm" spacing={2} listStyleType="none" aria-label="Specification">
      {given.map(([label, value]) => (
        <List.Item key={label}>
          <Text span fw={600} size="sm">
            {label}:
          </Text>{' '}
          {value}
        </List.Item>
      ))}
    </List>
  );
}
