import { Text } from '@mantine/core';
import type { QuoteListRow } from '@portal/domain/quote';

/**
 * Staff's markers of how the customer has read the quote: Viewed, or Changed since viewed when a
 * revision was sent after the newest one they opened. Nothing while they have not opened it.
 */
export function ViewMarker({ row }: { row: Pick<QuoteListRow, 'viewed' | 'changed_since_viewed'> }) {
  if (!row.viewed) return null;
  return (
    <Text size="xs" fw={row.changed_since_viewed ? 700 : 400}>
      {row.changed_since_viewed ? 'Changed since viewed' : 'Viewed'}
    </Text>
  );
}
