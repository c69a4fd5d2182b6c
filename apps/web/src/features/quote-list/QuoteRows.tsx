import { useMediaQuery } from '@mantine/hooks';
import { QuoteCards } from './QuoteCards.tsx';
import { QuoteGrid, type QuoteGridProps } from './QuoteGrid.tsx';

/** Below this width the list's table would scroll sideways more than it shows: cards instead. */
export const CARDS_BELOW = '40em';

/** The list as a table, or as cards on a phone-sized window. */
export function QuoteRows(props: QuoteGridProps) {
  // Read at once, not after a first paint, so a phone never draws the table first.
  const narrow = useMediaQuery(`(max-width: ${CARDS_BELOW})`, undefined, { getInitialValueInEffect: false });
  return narrow ? <QuoteCards {...props} /> : <QuoteGrid {...props} />;
}
