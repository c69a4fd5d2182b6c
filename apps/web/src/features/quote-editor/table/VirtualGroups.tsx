import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import type { GroupRows } from './layout.ts';

/** Quotes with more rows than this render only the groups near the screen. */
export const VIRTUALISE_AFTER_ROWS = 150;

/** A first guess of a group's height in pixels, corrected once the group is drawn. */
const estimateHeight = (rows: GroupRows) =>
  120 +
  rows.products.length * 38 +
  rows.decorations.length * 150 +
  (rows.attention.length + rows.delivery.length + rows.discounts.length) * 40 +
  rows.group.group_options.customs.reduce((n, c) => n + 30 + c.tasks.length * 36, 0) +
  rows.group.group_options.customfees.length * 36;

/**
 * The groups of a long quote, drawn only near the visible part of the table's box (quote spec 2's
 * 1,000-line quotes would otherwise mount tens of thousands of inputs). Each group is measured
 * once drawn; the box keeps the full height so scrolling behaves as usual.
 */
export function VirtualGroups({
  groups,
  renderGroup,
  scrollerRef,
}: {
  groups: readonly GroupRows[];
  renderGroup: (rows: GroupRows) => ReactNode;
  /** The table's box, which scrolls (QuoteTable); the list is the first thing in it. */
  scrollerRef: RefObject<HTMLElement | null>;
}) {
  const virtualizer = useVirtualizer({
    count: groups.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (i) => estimateHeight(groups[i] as GroupRows),
    getItemKey: (i) => groups[i]?.group.id ?? i,
    // One group beyond the box each way: enough for Tab to reach the next group, and every
    // group drawn is paint and layout work on each keystroke.
    overscan: 1,
    // Draw the first screen at once, before the box has been measured.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start}px)`,
            // A group drawn for keyboard reach but still off screen is not painted until it
            // nears the screen; until it has been drawn once it keeps the virtualizer's size for it.
            contentVisibility: 'auto',
            containIntrinsicSize: `auto ${Math.round(item.size)}px`,
          }}
        >
          {renderGroup(groups[item.index] as GroupRows)}
        </div>
      ))}
    </div>
  );
}
