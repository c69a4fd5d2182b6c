import { observeElementRect, type Rect, useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import type { GroupRows } from './layout.ts';

/** A first guess of a group's height in pixels, corrected once the group is drawn. */
const estimateHeight = (rows: GroupRows) =>
  120 +
  rows.products.length * 38 +
  rows.decorations.length * 150 +
  (rows.attention.length + rows.delivery.length + rows.discounts.length) * 40 +
  rows.group.group_options.customs.reduce((n, c) => n + 30 + c.tasks.length * 36, 0) +
  rows.group.group_options.customfees.length * 36;

/** A window-sized box: what the table's box is assumed to be until it has a size of its own. */
const windowRect = (): Rect => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The box's size as it changes, or a window's while it has none: a box with no height would draw
 * no group at all, where a box not yet laid out (or a page without layout) should show the first ones.
 */
const observeBoxOrWindow: typeof observeElementRect = (instance, report) =>
  observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : windowRect()));

/**
 * The quote's groups, drawn only near the visible part of the table's box (quote spec 2's
 * 1,000-line quotes would otherwise mount tens of thousands of inputs). Each group is measured
 * once drawn; the box keeps the full height so scrolling behaves as usual.
 *
 * Every quote is drawn this way, whatever its size: drawing every group of a quote of a hundred
 * lines or so made it slower to open and to type in than one of 1,200 lines (decisions/164).
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
    initialRect: windowRect(),
    observeElementRect: observeBoxOrWindow,
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
            // As wide as the group, at least the box: a group wider than the box (a column per
            // garment position) must widen what the box scrolls sideways, and a narrower wrapper
            // would clip it, since content-visibility contains its paint.
            width: 'max-content',
            minWidth: '100%',
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
