import { Button, Tooltip } from '@mantine/core';
import { NEXT_STEPS_TEXT } from '@portal/domain/business';
import { memo } from 'react';

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
