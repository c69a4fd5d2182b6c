import { Group, Stack } from '@mantine/core';
import type { PricedQuote } from '@portal/domain/pricing';
import { memo, type ReactNode } from 'react';
import classes from '../editor.module.css';
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
  onPress: (button: EditorButton, choice?: string) => void;
  pending: string | null;
  /** The Conversation Log button, beside the actions (accounts spec 2.10). */
  logButton?: ReactNode;
  /** Staff on an order: how its job and invoice stand. */
  handoff?: ReactNode;
};

/** The tip and the action buttons under the summary: unchanged by a keystroke, so not redrawn by one. */
const SummaryActions = memo(function SummaryActions({
  buttons,
  onPress,
  pending,
  logButton,
}: Pick<Props, 'buttons' | 'onPress' | 'pending' | 'logButton'>) {
  return (
    <>
      <Group justify="flex-start" mb="xs">
        <NextStepsTip />
      </Group>
      <ActionButtons buttons={buttons} onPress={onPress} pending={pending} />
      {logButton && <Stack mt="xs">{logButton}</Stack>}
    </>
  );
});

/**
 * The right-hand panel (quote spec 2): the position illustration, the Order Summary and the actions.
 * Every keystroke gives it new figures, so its frame and cards are plain elements: only the
 * summary's changed lines are drawn again in the keystroke's frame (decisions/047).
 */
export const SidePanel = memo(function SidePanel({
  priced,
  admin,
  highlighted,
  otherLabel,
  buttons,
  onPress,
  pending,
  logButton,
  handoff,
}: Props) {
  return (
    <aside className={classes.sidePanel} aria-label="Order Summary and actions">
      <div className={classes.card}>
        <GarmentIllustration highlighted={highlighted} otherLabel={otherLabel} />
      </div>
      <div className={classes.card}>
        <OrderSummary
          lines={priced.summaryLines}
          grossProfit={admin ? priced.summary.grossProfit : undefined}
          marginPercent={admin ? priced.summary.marginPercent : undefined}
        />
        <SummaryActions buttons={buttons} onPress={onPress} pending={pending} logButton={logButton} />
      </div>
      {handoff && <div className={classes.card}>{handoff}</div>}
    </aside>
  );
});
