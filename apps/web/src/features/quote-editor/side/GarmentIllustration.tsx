import { Group, Stack, Text } from '@mantine/core';
import { GARMENT_POSITIONS, type GarmentPosition, positionLabel } from '@portal/domain/catalogue';
import { memo } from 'react';
import { GARMENT_SPOTS } from './garment-spots.ts';

/** A plain T-shirt outline in the 100 x 120 box (sleeves, body, neck). */
const SHIRT = 'M30 10 L42 6 Q50 14 58 6 L70 10 L98 26 L88 46 L80 42 L80 112 L20 112 L20 42 L12 46 L2 26 Z';

function Side({
  side,
  highlighted,
  otherLabel,
}: {
  side: 'front' | 'back';
  highlighted: string | null;
  otherLabel: string;
}) {
  const spots = GARMENT_POSITIONS.filter((p) => GARMENT_SPOTS[p].side === side);
  const shown = highlighted && GARMENT_SPOTS[highlighted as GarmentPosition]?.side === side;
  return (
    <Stack gap={2} align="center">
      <svg
        viewBox="0 0 100 120"
        width={120}
        height={144}
        role="img"
        aria-label={`Garment ${side}${shown ? `, ${positionLabel(highlighted ?? '', otherLabel)} highlighted` : ''}`}
      >
        <path d={SHIRT} fill="#f1f3f5" stroke="#495057" strokeWidth={1.2} />
        {side === 'back' && <path d="M42 6 Q50 10 58 6" fill="none" stroke="#495057" strokeWidth={1} />}
        {spots.map((position) => {
          const s = GARMENT_SPOTS[position];
          const on = position === highlighted;
          return (
            <rect
              key={position}
              x={s.x}
              y={s.y}
              width={s.w}
              height={s.h}
              rx={2}
              fill={on ? '#c92a2a' : 'transparent'}
              fillOpacity={on ? 0.85 : 0}
              stroke={on ? '#7d1a1a' : '#adb5bd'}
              strokeDasharray={on ? undefined : '2 2'}
              strokeWidth={on ? 1.5 : 0.8}
            >
              <title>{positionLabel(position, otherLabel)}</title>
            </rect>
          );
        })}
      </svg>
      <Text size="xs" c="dimmed">
        {side === 'front' ? 'Front' : 'Back'}
      </Text>
    </Stack>
  );
}

/**
 * The position illustration of the side panel (quote spec 2): a drawn garment, front and back,
 * with the hovered position highlighted. It is a guide, not the product, and says so.
 */
export const GarmentIllustration = memo(function GarmentIllustration({
  highlighted,
  otherLabel,
}: {
  highlighted: string | null;
  otherLabel: string;
}) {
  return (
    <Stack gap={4} align="center">
      <Group gap="xs" justify="center" wrap="nowrap">
        <Side side="front" highlighted={highlighted} otherLabel={otherLabel} />
        <Side side="back" highlighted={highlighted} otherLabel={otherLabel} />
      </Group>
      <Text size="sm" fw={600} aria-live="polite">
        {highlighted ? positionLabel(highlighted, otherLabel) : 'Hover a position to see it'}
      </Text>
      <Text size="xs" c="dimmed">
        Not Actual garment
      </Text>
    </Stack>
  );
});
