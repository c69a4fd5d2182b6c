import { Button, Tooltip } from '@mantine/core';
import { memo } from 'react';

/** The spec's 'Next Steps' text (quote spec 2). */
export const NEXT_STEPS_TEXT =
  'After approval we send an invoice through our invoicing system with payment instructions. ' +
  'Our terms are on the invoice. Payment may be required before production starts. ' +
  'Please send remittance advice after paying.';

/** Has no props: it draws once, not on every keystroke that changes the figures beside it. */
export const NextStepsTip = memo(function NextStepsTip() {
  return (
    <Tooltip
      label={NEXT_STEPS_TEXT}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Button variant="subtle" size="compact-sm">
        Next Steps
      </Button>
    </Tooltip>
  );
});
