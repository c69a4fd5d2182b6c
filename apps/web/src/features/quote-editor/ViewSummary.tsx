import { Text } from '@mantine/core';
import type { QuoteViewsAnswer } from '@portal/domain/revisions';

/** Staff's one line of how the customer has read the quote (the view log); customers never get it. */
export function ViewSummary({ views }: { views: QuoteViewsAnswer }) {
  return (
    <Text size="sm" c="dimmed" mb="sm">
      {views.summary}
    </Text>
  );
}
