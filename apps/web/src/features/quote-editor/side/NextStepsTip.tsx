import { Button, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { useBusiness } from '../../../lib/business.ts';

/** Has no props: it draws once, not on every keystroke that changes the figures beside it. */
export const NextStepsTip = memo(function NextStepsTip() {
  // The business's own words (quote spec 2 gives their content; staff set them at /admin/setting).
  const { next_steps } = useBusiness();
  return (
    <Tooltip
      label={next_steps}
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
