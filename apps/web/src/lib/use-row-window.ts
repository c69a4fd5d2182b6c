import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/** How tall a list's own scroll box may grow by default: the window less the page's head. */
export const LIST_MAX_HEIGHT = 'calc(100vh - 220px)';

/**
 * The rows of a long list that are in view (the quote lists' table and cards, the whole document
 * of a comparison of revisions): the list scrolls in its own box, only the rows in view (with
 * some ahead) are drawn, and the caller is told which they are so their slices can be loaded.
 */
export function useRowWindow({
  count,
  estimate,
  onVisibleRange,
}: {
  count: number;
  /**
   * A row's height before it is measured (or each row's, by its place); close to the real one so
   * the scroll bar barely moves.
   */
  estimate: number | ((index: number) => number);
  onVisibleRange?: ((range: { first: number; last: number }) => void) | undefined;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: typeof estimate === 'number' ? () => estimate : estimate,
    overscan: 4,
    // Lets the first paint draw rows before the scroll box has been measured.
    initialRect: { width: 1200, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items.at(-1)?.index ?? 0;
  useEffect(() => {
    onVisibleRange?.({ first: firstIndex, last: lastIndex });
  }, [onVisibleRange, firstIndex, lastIndex]);
  return { scrollRef, virtualizer, items };
}
