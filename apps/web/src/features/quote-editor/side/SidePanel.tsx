import { Group, Paper, Stack } from '@mantine/core';
import type { PricedQuote } from '@portal/domain/pricing';
import { memo } from 'react';
import type { EditorButton } from '../state/editor-actions.ts';
import { ActionButtons } from './ActionButtons.tsx';
import { GarmentIllustration } from './GarmentIllustration.tsx';
import { NextStepsTip } from './NextStepsTip.tsx';
import { OrderSummary } from './OrderSummary.tsx';

type Props = {
  priced: PricedQuote;
  admin: boolean;
  highlighted: string | null;
  otherLabel: string;
  buttons: readonly EditorButton[];
  onPress: (button: EditorButton) => void;
  pending: string | null;
};

/** The right-hand panel (quote spec 2): the position illustration, the Order Summary and the actions. */
export const SidePanel = memo(function SidePanel({
  priced,
  admin,
  highlighted,
  otherLabel,
  buttons,
  onPress,
  pending,
}: Props) {
  return (
    <Stack gap="md" component="aside" aria-label="Order Summary and actions">
      <Paper withBorder p="sm" bg="white">
        <GarmentIllustration highlighted={highlighted} otherLabel={otherLabel} />
      </Paper>
      <Paper withBorder p="sm" bg="white">
        <OrderSummary
          lines={priced.summaryLines}
          grossProfit={admin ? priced.summary.grossProfit : undefined}
          marginPercent={admin ? priced.summary.marginPercent : undefined}
        />
        <Group justify="flex-start" mb="xs">
          <NextStepsTip />
        </Group>
        <ActionButtons buttons={buttons} onPress={onPress} pending={pending} />
      </Paper>
    </Stack>
  );
});
