import { Text } from '@mantine/core';
import type { OrderHandoffAnswer } from '@portal/domain/handoff';
import type { QuoteListRow } from '@portal/domain/quote';
import { memo } from 'react';
import { LIST_MAX_HEIGHT, useRowWindow } from '../../lib/use-row-window.ts';
import type { ColumnSet } from './columns.ts';
import type { QuoteGridProps } from './QuoteGrid.tsx';
import { quoteFields } from './quote-fields.tsx';
import classes from './quote-list.module.css';

/** A card's height before it is measured. */
const CARD_ESTIMATE_PX = 260;

/**
 * The list on a phone: a 960 px table in a 390 px window reads badly, so each quote is
 * a card of its named columns, the same fields as the table's row (quoteFields). The list scrolls
 * in its own box and draws only the cards in view, as the table does; sorting is the Sort by and
 * Direction fields above the list.
 */
export function QuoteCards({
  count,
  rowAt,
  onVisibleRange,
  columns,
  caption,
  maxHeight = LIST_MAX_HEIGHT,
  handoffs,
}: QuoteGridProps) {
  const { scrollRef, virtualizer, items } = useRowWindow({
    count,
    estimate: CARD_ESTIMATE_PX,
    onVisibleRange,
  });
  if (count === 0) return <Text c="dimmed">No {caption} found.</Text>;
  return (
    <div ref={scrollRef} style={{ maxHeight, overflow: 'auto', position: 'relative' }}>
      <ul className={classes.cards} aria-label={caption} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rowAt(item.index);
          return (
            <li
              key={row?.id ?? `loading-${item.index}`}
              ref={virtualizer.measureElement}
              data-index={item.index}
              aria-setsize={count}
              aria-posinset={item.index + 1}
              className={classes.card}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <QuoteCardBody row={row} columns={columns} handoff={row && handoffs?.get(row.id)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A card's content: the quote's logo and its named columns, or Loading… until its slice arrives.
 * Memoised: the cards move (their place is a transform) each time the ones in view are measured
 * or scrolled, and a card whose quote is unchanged need not be drawn again.
 */
const QuoteCardBody = memo(function QuoteCardBody({
  row,
  columns,
  handoff,
}: {
  row: QuoteListRow | undefined;
  columns: ColumnSet;
  handoff: OrderHandoffAnswer | undefined;
}) {
  const [logo, ...fields] = row ? quoteFields(row, columns, handoff) : [];
  return (
    <div className={classes.cardBody}>
      {logo?.content}
      {row ? (
        <dl className={classes.cardFields}>
          {fields.map((field) => (
            <div key={field.key} style={{ display: 'contents' }}>
              <dt>{field.label}</dt>
              <dd>{field.content}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      )}
    </div>
  );
});
